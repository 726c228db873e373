import { solanaAdapter, solanaLocalnet, solanaSignIn } from 'portico/adapters/solana';
import type { DemoChain } from './DemoChain';
import type { StackSolana } from './stack';

/**
 * What `?solana=1` adds to the demo: the adapter, the local cluster and Solana sign-in. Loaded
 * only then (main.tsx imports it on demand), so the default demo's startup bundle stays an EVM
 * host app's: nothing of the Solana adapter loads without it.
 */
export function demoSolana(cluster: StackSolana): DemoChain {
  const network = solanaLocalnet(
    cluster.rpcUrl,
    cluster.wsUrl,
    cluster.caipNetworkId.slice('solana:'.length),
  );
  return {
    adapter: () => solanaAdapter(),
    pairs: true,
    // Like the local EVM chains, not a testnet: its balances show.
    network: { ...network, name: 'Solana Local', testnet: false },
    signIn: solanaSignIn,
  };
}
