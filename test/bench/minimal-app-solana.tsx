/**
 * The minimal host app on two namespaces (`adapters: [eip155Adapter(), solanaAdapter()]`):
 * `npm run bench` compares its initial JavaScript with minimal-app-eip155.tsx's to show what
 * the Solana adapter adds at startup (its peer @solana/web3.js loads only with a send).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { solanaAdapter, solanaLocalnet } from 'portico/adapters/solana';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain, solanaLocalnet('http://127.0.0.1:8899')],
  adapters: [eip155Adapter(), solanaAdapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
