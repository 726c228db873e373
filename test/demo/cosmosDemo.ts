import { cosmosAdapter, cosmosLocal, cosmosSignIn } from 'portico/adapters/cosmos';
import type { DemoChain } from './DemoChain';
import type { StackCosmos } from './stack';

/**
 * What `?cosmos=1` adds to the demo: the cosmos adapter with the local chain's info (the
 * CometBFT stand-in), the network and Cosmos sign-in. Loaded only then (main.tsx imports it
 * on demand): nothing of the cosmos adapter loads for the default demo.
 */
export function demoCosmos(chain: StackCosmos): DemoChain {
  const local = cosmosLocal(chain.rpcUrl, {
    chainId: chain.chainId,
    denom: chain.denom,
    decimals: chain.decimals,
    bech32Prefix: chain.bech32Prefix,
    gasPrice: chain.gasPrice,
  });
  return {
    adapter: () => cosmosAdapter({ chains: [local.info] }),
    // Like the local EVM chains, not a testnet: its balances show.
    network: { ...local.network, testnet: false },
    signIn: cosmosSignIn,
  };
}
