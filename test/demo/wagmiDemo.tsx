import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaipNetwork } from 'portico';
import { eip155SignIn, wagmiAdapter } from 'portico/adapters/wagmi';
import { createConfig, http, WagmiProvider } from 'wagmi';
import type { DemoEvm } from './evmDemo';
import { WagmiPanel } from './WagmiPanel';

/**
 * `?adapter=wagmi` (loaded only then): the host owns a wagmi 3 config with the local chains
 * and wagmi's EIP-6963 discovery, hands it to the modal, and shows beside it what its own
 * wagmi hooks see. WagmiProvider keeps its own reconnect on, as most hosts do: the modal
 * waits for it and adopts what it finds (README, "wagmi: one owner").
 */
export function demoWagmi(networks: readonly CaipNetwork[]): DemoEvm {
  const chains = networks.map((network) => ({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
  }));
  const [first, ...rest] = chains;
  if (!first) throw new Error('The wagmi demo needs at least one EVM network');
  const config = createConfig({
    chains: [first, ...rest],
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
    ),
  });
  const queryClient = new QueryClient();
  return {
    kind: 'wagmi',
    adapter: () => wagmiAdapter({ config }),
    pairs: false,
    signIn: eip155SignIn,
    panel: (
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <WagmiPanel />
        </QueryClientProvider>
      </WagmiProvider>
    ),
  };
}
