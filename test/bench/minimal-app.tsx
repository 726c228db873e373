/**
 * The smallest host app: the provider and a connect button, nothing else. `npm run bench`
 * bundles it from source to measure what Portico adds to a host's initial JavaScript.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { localChain } from '../stack/chain/localChains';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [localChain],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
