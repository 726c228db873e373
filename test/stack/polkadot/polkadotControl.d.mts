/** System.Account of an address in this runtime's layout; zeros for an absent account. */
export interface PolkadotAccountInfo {
  nonce: number;
  consumers: number;
  providers: number;
  sufficients: number;
  /** Planck. */
  free: bigint;
  reserved: bigint;
  miscFrozen: bigint;
  feeFrozen: bigint;
}

/** `ws(s)://` → `http(s)://`; an http URL as it is. */
export declare function toHttpUrl(url: string): string;
/** `0x` + twox128('System') + twox128('Account') + blake2_128(id) + id. */
export declare function accountStorageKey(address: string): string;
export declare function accountInfo(url: string, address: string): Promise<PolkadotAccountInfo>;
/** Planck. */
export declare function freeBalance(url: string, address: string): Promise<bigint>;
/** Builds `count` (default 1) empty blocks; resolves with the new head's hash. */
export declare function newBlock(url: string, options?: { count?: number }): Promise<string>;
/**
 * Sets the free balance (planck, at least the existential deposit), keeping the rest of the
 * account; builds a block after it unless `newBlock: false`.
 */
export declare function fundAccount(
  url: string,
  address: string,
  planck: bigint | number | string,
  options?: { newBlock?: boolean },
): Promise<{ free: bigint; blockHash: string }>;
/** Moves the head back to `blockHash` (dev_setHead); resolves with the head's hash. */
export declare function resetChain(url: string, blockHash: string): Promise<string>;
