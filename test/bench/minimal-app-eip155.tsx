/**
 * The minimal host app plus the eip155 adapter (`adapters: [eip155Adapter()]`): `npm run
 * bench` compares its initial JavaScript with minimal-app.tsx's to show what the adapter adds,
 * ethers' subpaths included (the host installs ethers; its bundler ships what is imported).
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain],
  adapters: [eip155Adapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
