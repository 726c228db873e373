/**
 * The smallest host app: the provider and a connect button, nothing else. `npm run bench`
 * bundles it from source to measure what Portico adds to a host's initial JavaScript.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: [
    {
      id: 31337,
      name: 'Local chain',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
