import type { CaipNetwork, ChainAdapter, SignInRules } from 'portico';

/**
 * A namespace the demo adds beside eip155 (`?solana=1`, `?bitcoin=1`): its adapter, whether
 * WalletConnect pairs it too (one session with eip155), its local network and its sign-in.
 */
export interface DemoChain {
  adapter: () => ChainAdapter;
  /** Whether the demo's WalletConnect source serves this namespace. */
  pairs?: boolean;
  network: CaipNetwork;
  signIn: SignInRules;
}
