/**
 * The minimal host app on two namespaces (`adapters: [eip155Adapter(), polkadotAdapter()]`):
 * `npm run bench` compares its initial JavaScript with minimal-app-eip155.tsx's to show what
 * the polkadot adapter adds at startup (its peer @polkadot/api loads only with a read or send).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { polkadot, polkadotAdapter } from 'portico/adapters/polkadot';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain, polkadot],
  adapters: [eip155Adapter(), polkadotAdapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
