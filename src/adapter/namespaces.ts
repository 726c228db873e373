import type { AccountType } from './CaipNetwork';

/** What core needs to know of a chain namespace, besides its adapter. */
interface NamespaceEntry {
  /** The `${blockchain}` word of a sign-in (CAIP-122) header: "… sign in with your Solana account". */
  readonly signInName: string;
  /** The account kind used where a wallet has several (config `defaultAccountTypes`). */
  readonly defaultAccountType: AccountType;
  /**
   * The adapter entries that serve it, its own first: `portico/adapters/<name>`, built from
   * `adapters/<name>/create<Name>Adapter.ts`.
   */
  readonly adapters: readonly string[];
}

/** The chain namespaces Portico ships, in the order the modal lists them. */
// A new namespace is its `adapters/<name>/` folder and one entry here; a unit test checks the
// package exports, build entries and module maps against the adapter names.
export const NAMESPACES = {
  eip155: {
    signInName: 'Ethereum',
    defaultAccountType: 'smartAccount',
    adapters: ['eip155', 'wagmi', 'ethers5'],
  },
  solana: { signInName: 'Solana', defaultAccountType: 'eoa', adapters: ['solana'] },
  polkadot: { signInName: 'Polkadot', defaultAccountType: 'eoa', adapters: ['polkadot'] },
  bip122: { signInName: 'Bitcoin', defaultAccountType: 'payment', adapters: ['bitcoin'] },
  cosmos: { signInName: 'Cosmos', defaultAccountType: 'eoa', adapters: ['cosmos'] },
} as const satisfies Record<string, NamespaceEntry>;
