/**
 * The local Solana cluster's fixed identities, shared with portico/testing's Solana dev wallet
 * (src/testing/solana/) and the Solana adapter: change them in both places or nowhere.
 */
import { sha256 } from '@noble/hashes/sha2';
import { Keypair } from '@solana/web3.js';

/** An ed25519 seed: sha256 of the label's UTF-8 bytes. */
export const seedOf = (/** @type {string} */ label) => sha256(new TextEncoder().encode(label));

/** base58(sha256("portico-local-solana")). */
export const SOLANA_GENESIS_HASH = 'G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar';
/** CAIP-2: the genesis hash cut to 32 characters. */
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`;
/** The Wallet Standard chain of a local cluster. */
export const SOLANA_WALLET_CHAIN = 'solana:localnet';

/** Dev account i: seed sha256("portico-dev-solana-" + i); each starts with 100 SOL. */
export const SOLANA_DEV_ADDRESSES = Object.freeze([
  '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g',
  'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg',
  'CLh3pxiH8fyzJKWiv4nVJCzqNapqKUaXtPdkRSp8PuGF',
]);
export const DEV_LAMPORTS = 100_000_000_000n;

/** The dev SPL token (classic program): seed sha256("portico-dev-solana-mint"). */
export const DEV_MINT = '3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ';
export const DEV_MINT_DECIMALS = 6;
/** Minted at start, in base units, to dev accounts 0 and 1 (1,000 and 250 tokens). */
export const DEV_TOKEN_AMOUNTS = Object.freeze([1_000_000_000n, 250_000_000n]);

export const devKeypair = (/** @type {number} */ index) =>
  Keypair.fromSeed(seedOf(`portico-dev-solana-${index}`));
export const devMintKeypair = () => Keypair.fromSeed(seedOf('portico-dev-solana-mint'));
/** Pays the genesis transactions' fees and rent, so the dev accounts keep a round 100 SOL. */
export const genesisPayerKeypair = () => Keypair.fromSeed(seedOf('portico-dev-solana-genesis'));
