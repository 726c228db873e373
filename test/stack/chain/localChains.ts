import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import specs from './localChains.json';

/** One anvil chain of the offline stack; `port` is the one `npm start` runs it on. */
export interface LocalChainSpec {
  chainId: number;
  port: number;
  name: string;
}

/** The local EVM chains (localChains.json, which the Node stack scripts read too). */
export const LOCAL_CHAIN_SPECS: readonly LocalChainSpec[] = specs;

const [first, second] = specs as [LocalChainSpec, LocalChainSpec];

/** A local anvil chain as a CAIP network, on `rpcUrl` (default: its fixed `npm start` port). */
function toNetwork(spec: LocalChainSpec, rpcUrl = `http://127.0.0.1:${spec.port}`): CaipNetwork {
  return {
    id: spec.chainId,
    name: spec.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${spec.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
}

/** The anvil chain the offline stack runs (chain id 31337, port 8545). One definition for
 * the demo, the stories, the bench app and the tests. */
export const localChain: CaipNetwork = /* @__PURE__ */ toNetwork(first);

/** The second anvil chain of `npm start` (chain id 31338, port 8546), for network switching. */
export const localChain2: CaipNetwork = /* @__PURE__ */ toNetwork(second);

/** Both local chains, with their RPC URLs replaced where `rpcUrls` (chain id → URL) names one. */
export function localNetworks(rpcUrls: Readonly<Record<number, string>> = {}): CaipNetwork[] {
  return LOCAL_CHAIN_SPECS.map((spec) => toNetwork(spec, rpcUrls[spec.chainId]));
}
