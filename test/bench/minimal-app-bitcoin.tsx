/**
 * The minimal host app on two namespaces (`adapters: [eip155Adapter(), bitcoinAdapter()]`):
 * `npm run bench` compares its initial JavaScript with minimal-app-eip155.tsx's to show what
 * the bitcoin adapter adds at startup (its peer bitcoinjs-lib loads only with a send or a
 * BIP-322 check).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { bitcoinAdapter, bitcoinRegtest } from 'portico/adapters/bitcoin';
import { eip155Adapter } from 'portico/adapters/eip155';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain, bitcoinRegtest('http://127.0.0.1:3002')],
  adapters: [eip155Adapter(), bitcoinAdapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
