/**
 * The minimal host app on its own wagmi 3 config (`adapters: [wagmiAdapter({ config })]`):
 * `npm run bench` reports what Portico's wagmi adapter adds to its initial JavaScript, with
 * wagmi and viem (the host's own, bundled for it anyway) measured apart.
 */
import { createConfig, http } from '@wagmi/core';
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider, type WalletModalConfig } from 'portico';
import { wagmiAdapter, wagmiNetworks } from 'portico/adapters/wagmi';
import { localChain } from '../stack/chain/localChains';

const wagmiConfig = createConfig({
  chains: [
    {
      id: 31337,
      name: localChain.name,
      nativeCurrency: localChain.nativeCurrency,
      rpcUrls: { default: { http: localChain.rpcUrls.default.http } },
    },
  ],
  transports: { 31337: http() },
});

const config: WalletModalConfig = {
  projectId: 'portico-bench',
  networks: wagmiNetworks(wagmiConfig),
  adapters: [wagmiAdapter({ config: wagmiConfig })],
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <WalletModalProvider config={config}>
      <ConnectButton />
    </WalletModalProvider>,
  );
}
