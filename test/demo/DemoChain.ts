import type { CaipNetwork, ChainAdapter, SignInRules } from 'portico';

/**
 * A namespace the demo adds beside eip155 (`?solana=1`, `?bitcoin=1`): its adapter (given the
 * WalletConnect adapter where it can share one session), its local network and its sign-in.
 */
export interface DemoChain {
  adapter: (pairing?: ChainAdapter) => ChainAdapter;
  network: CaipNetwork;
  signIn: SignInRules;
}
