import { polkadotAdapter, polkadotLocal, polkadotSignIn } from 'portico/adapters/polkadot';
import type { DemoChain } from './DemoChain';
import type { StackPolkadot } from './stack';

/**
 * What `?polkadot=1` adds to the demo: the polkadot adapter, the local chain (chopsticks
 * running the Asset Hub Rococo runtime) and Polkadot sign-in. Loaded only then (main.tsx
 * imports it on demand): nothing of the polkadot adapter loads for the default demo.
 */
export function demoPolkadot(chain: StackPolkadot): DemoChain {
  const network = polkadotLocal(chain.wsUrl, {
    genesisHash: chain.genesisHash,
    symbol: chain.symbol,
    decimals: chain.decimals,
    ss58Prefix: chain.ss58Prefix,
  });
  return {
    // Browser extensions only: the adapter speaks no pairing protocol.
    adapter: () => polkadotAdapter(),
    // Like the local EVM chains, not a testnet: its balances show.
    network: { ...network, testnet: false },
    signIn: polkadotSignIn,
  };
}
