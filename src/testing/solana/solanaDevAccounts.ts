import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import bs58 from 'bs58';

/**
 * The local Solana cluster's fixed identities (test/stack/solana/devAccounts.mjs holds the
 * same values for the RPC stand-in): change them in both places or nowhere.
 */

/** base58(sha256("portico-local-solana")): what the local cluster's getGenesisHash answers. */
export const SOLANA_LOCAL_GENESIS_HASH = 'G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar';
/** The local cluster's CAIP-2 id: the genesis hash cut to 32 characters. */
export const SOLANA_LOCAL_CAIP_NETWORK_ID = 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP';
/** The Wallet Standard chain of a local cluster. */
export const SOLANA_LOCAL_CHAIN = 'solana:localnet';
/** The dev SPL token on the local cluster (classic SPL Token program, 6 decimals). */
export const SOLANA_DEV_MINT = '3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ';

/**
 * Dev accounts 0..2, funded with 100 SOL each by the local cluster (account 0 also holds 1,000
 * of the dev token, account 1 250). Account i's ed25519 seed is sha256("portico-dev-solana-" + i):
 * public knowledge, never hold real value with them.
 */
export const SOLANA_DEV_ADDRESSES = [
  '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g',
  'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg',
  'CLh3pxiH8fyzJKWiv4nVJCzqNapqKUaXtPdkRSp8PuGF',
] as const;

export interface SolanaDevKey {
  /** base58 of the public key. */
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** The 32-byte ed25519 seed (what @noble/curves signs with). */
  readonly seed: Uint8Array;
}

/** Dev account `index`'s key (any index ≥ 0; only 0..2 are funded). */
export function solanaDevKey(index: number): SolanaDevKey {
  if (!Number.isSafeInteger(index) || index < 0)
    throw new RangeError(`Solana dev wallet: account index ${index} is not an integer >= 0`);
  const seed = sha256(new TextEncoder().encode(`portico-dev-solana-${index}`));
  const publicKey = ed25519.getPublicKey(seed);
  return { address: bs58.encode(publicKey), publicKey, seed };
}
