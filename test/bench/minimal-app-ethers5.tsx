/**
 * The minimal host app with the eip155 adapter on ethers v5 (`adapters: [ethers5Adapter()]`):
 * `npm run bench` reports what it adds to the initial JavaScript, ethers 5 measured apart.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { ethers5Adapter } from 'portico/adapters/ethers5';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain],
  adapters: [ethers5Adapter()],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
