import { bitcoinAdapter, bitcoinRegtest, bitcoinSignIn } from 'portico/adapters/bitcoin';
import type { DemoChain } from './DemoChain';
import type { StackBitcoin } from './stack';

/**
 * What `?bitcoin=1` adds to the demo: the bitcoin adapter, the local regtest chain (its
 * Esplora API) and Bitcoin sign-in. Loaded only then (main.tsx imports it on demand): nothing
 * of the bitcoin adapter loads for the default demo.
 */
export function demoBitcoin(chain: StackBitcoin): DemoChain {
  return {
    // Browser wallets only: the adapter speaks no pairing protocol.
    adapter: () => bitcoinAdapter(),
    // Like the local EVM chains, not a testnet: its balances show.
    network: { ...bitcoinRegtest(chain.esploraUrl), name: 'Bitcoin Local', testnet: false },
    signIn: bitcoinSignIn,
  };
}
