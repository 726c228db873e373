export declare const POLKADOT_DEV_MNEMONIC: string;
/** `0x4545…45` (32 bytes): chopsticks' placeholder genesis hash for a chain-spec start. */
export declare const POLKADOT_GENESIS_HASH: string;
/** `polkadot:45454545454545454545454545454545`. */
export declare const POLKADOT_CAIP_NETWORK_ID: string;
/** `asset-hub-rococo`. */
export declare const POLKADOT_CHAIN_NAME: string;
/** `ROC`. */
export declare const POLKADOT_TOKEN_SYMBOL: string;
/** 12. */
export declare const POLKADOT_TOKEN_DECIMALS: number;
/** 2: the chain's (the runtime's `system.ss58Prefix`; @polkadot/api encodes with it). */
export declare const POLKADOT_SS58_PREFIX: number;
/** 42: the generic Substrate prefix the dev wallet lists its accounts in. */
export declare const POLKADOT_GENERIC_SS58_PREFIX: number;
/** In planck, a decimal string: `'3333333'`. */
export declare const POLKADOT_EXISTENTIAL_DEPOSIT: string;

export interface PolkadotDevAccount {
  index: number;
  /** The derivation path after the mnemonic: `//i` (ed25519 hard junction). */
  path: string;
  /** The 32-byte ed25519 secret seed, hex without 0x. */
  seed: string;
  /** The 32-byte ed25519 public key (the AccountId), hex without 0x. */
  publicKey: string;
  /** SS58 with the generic prefix 42, as the dev wallet lists it. */
  address: string;
  /** SS58 with the chain's prefix 2, as @polkadot/api prints it on this chain. */
  chainAddress: string;
}

export declare const POLKADOT_DEV_ACCOUNTS: readonly PolkadotDevAccount[];
/** Start-state free balances of accounts 0..3, in planck, decimal strings. */
export declare const POLKADOT_DEV_FUNDING: readonly string[];
