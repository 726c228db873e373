/**
 * The core alone: the provider and a connect button, no adapter (it cannot connect anything).
 * `npm run bench` bundles it from source to watch what the core adds to a host's initial
 * JavaScript; what a host pays is the honest minimal app of honestMinimalApp.mjs.
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
