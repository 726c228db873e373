import type { ChainAdapter, SignInRules } from 'portico';
import type { ReactNode } from 'react';

/** The demo's eip155 adapter: `?adapter=eip155` (default), `wagmi` or `ethers5`. */
export type DemoEvmKind = 'eip155' | 'wagmi' | 'ethers5';

/** What the chosen eip155 adapter brings to the demo. */
export interface DemoEvm {
  kind: DemoEvmKind;
  adapter: () => ChainAdapter;
  /** Whether the demo's WalletConnect source serves eip155 beside it (wagmi has its own). */
  pairs: boolean;
  signIn: SignInRules;
  /** A host panel of the adapter's own (wagmi: what the host's wagmi hooks see). */
  panel?: ReactNode;
}

/** `?adapter=` as the demo reads it; anything else is the default eip155 adapter. */
export function readDemoEvmKind(params: URLSearchParams): DemoEvmKind {
  const kind = params.get('adapter');
  return kind === 'wagmi' || kind === 'ethers5' ? kind : 'eip155';
}
