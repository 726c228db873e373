/**
 * The minimal host app on two namespaces (`adapters: [eip155Adapter(), cosmosAdapter()]`):
 * `npm run bench` compares its initial JavaScript with minimal-app-eip155.tsx's to show what
 * the cosmos adapter adds at startup (its peer @cosmjs/stargate loads only with a read or send).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { cosmosAdapter, cosmoshub } from 'portico/adapters/cosmos';
import { eip155Adapter } from 'portico/adapters/eip155';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain, cosmoshub],
  adapters: [eip155Adapter(), cosmosAdapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
