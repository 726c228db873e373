/**
 * The local Polkadot chain's fixed identities and constants, for the chain (startPolkadotChain),
 * its tests, portico/testing's Polkadot dev wallet (src/testing/polkadot/, same values) and
 * the adapter: change them everywhere or nowhere. Plain constants, so a browser bundle can
 * import them without @polkadot/util-crypto.
 *
 * The keys are ED25519, not sr25519: the dev wallet signs in pages under a strict CSP where
 * WebAssembly cannot compile, and sr25519 exists only in @polkadot/wasm-crypto; ed25519 signs
 * in pure JS (@noble/curves). Account i is `${DEV_MNEMONIC}//i` (a hard junction, Substrate's
 * URI syntax) with @polkadot/keyring `{ type: 'ed25519' }`:
 *   miniSecret = mnemonicToMiniSecret(DEV_MNEMONIC)  (BIP39 entropy → PBKDF2-SHA512, 32 bytes)
 *   seed_i     = blake2b-256(SCALE("Ed25519HDKD") ++ miniSecret ++ SCALE(u64 i) padded to 32 B)
 * i.e. `keyFromPath(ed25519PairFromSeed(miniSecret), keyExtractSuri('//i').path, 'ed25519')`;
 * `seed` is the 32-byte ed25519 secret seed (what @noble/curves and `Keyring#addFromSeed` take).
 * The test suite re-derives them. Public knowledge: never hold real value with them.
 */

/** The repo's dev mnemonic (src/testing/devAccounts.ts). */
export const POLKADOT_DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * What the chain answers for `chain_getBlockHash(0)`: chopsticks serves a chain started from a
 * raw chain spec (`--genesis`) with this fixed placeholder genesis hash (chopsticks-core's
 * genesis-provider), and the runtime's CheckGenesis signs against it.
 */
export const POLKADOT_GENESIS_HASH =
  '0x4545454545454545454545454545454545454545454545454545454545454545';
/** CAIP-2 (polkadot namespace): the first 32 hex characters of the genesis hash, no 0x. */
export const POLKADOT_CAIP_NETWORK_ID = `polkadot:${POLKADOT_GENESIS_HASH.slice(2, 34)}`;
/** `system_chain`: the runtime is Rococo Asset Hub's genesis runtime (statemine, spec 900). */
export const POLKADOT_CHAIN_NAME = 'asset-hub-rococo';
export const POLKADOT_TOKEN_SYMBOL = 'ROC';
export const POLKADOT_TOKEN_DECIMALS = 12;
/**
 * The chain's SS58 prefix: 2 (Kusama's). The chain spec's properties have no ss58Format, so
 * @polkadot/api takes the runtime's `system.ss58Prefix` constant, and statemine is Kusama Asset
 * Hub's runtime: `api.registry.chainSS58 === 2`, and the api prints AccountIds that way.
 */
export const POLKADOT_SS58_PREFIX = 2;
/**
 * The generic Substrate prefix, in which wallets list accounts not tied to a chain (the dev
 * wallet does): a dapp re-encodes them with the chain's prefix.
 */
export const POLKADOT_GENERIC_SS58_PREFIX = 42;
/** `balances.existentialDeposit`, in planck (decimal string: JSON-safe, `BigInt()` it). */
export const POLKADOT_EXISTENTIAL_DEPOSIT = '3333333';

/**
 * Accounts 0..3: `{ index, path, seed, publicKey, address, chainAddress }`, keys in hex without
 * 0x; `address` is SS58 with the generic prefix 42 (what the dev wallet lists), `chainAddress`
 * the same key with the chain's prefix 2 (what @polkadot/api prints on this chain).
 */
export const POLKADOT_DEV_ACCOUNTS = Object.freeze(
  [
    [
      '58857e235a70859f263b9f9bdcd685b042b94417dbf3d035a88de578f98cc089',
      '65b14f28283571055371a4b74eb80ad63932e217effde4cd1760b581ace6bf01',
      '5EN3N9JBocE4hwGVe1LYpvfuPFCRHtUonDBgtM8LeQ6RisJv',
      'Esf2Te4RyEzTb5wQi9bit2uXqUf6ZHzEb2SH1QJ8CJvTzvm',
    ],
    [
      '330a50455320d24077413dd7a485471cc1f3b47532a8e479b7143fb0d5f7bdfd',
      'bb37c480f98db96d949a82aa75d10547386d1fdc1251154643ebe03517316831',
      '5GJBNsxwgAvx5TxbmdLjyAika4J6gfENpQFWF9rrUHmptxkm',
      'Goo3CJpJXwsq7n3YL9ns85kieaLVL3ZGn6Fdp8ox5zKe2uF',
    ],
    [
      'ef355c6712204ab7b6ad2b505d8f880409a79a19bb7a7dea6141aa2ae101bed3',
      '8a73b461bc6de1e59d2d89f6808afca9806ace8fbc1d35ecdd20082049d6d55f',
      '5FCEqUutNvLMozE5vEZxwnGLtGPn9T7aSgAKM43JVN2FKFth',
      'FhrVoFm1HMHZe3XgwP1qjdM2rg1x7vku414jiKFyAEk4Doh',
    ],
    [
      'ed2dbb7ae98fd15f7b821e8c15d6884004406fe564084e80412d6f96d37dc4b4',
      'c46583ee759f05b684151ce253d113fdf5516399acfb67fccfa329cd02d7649b',
      '5GWDQ6EFAhEFcdyrZ93FnXaJQPLrsm3E4pLYQD9pqcEKjSzt',
      'H1q4Qa7o4FBNHoJKqrJgUwJYyd6gRrQXCBHnsRnKQSpUZEM',
    ],
  ].map(([seed, publicKey, address, chainAddress], index) =>
    Object.freeze({ index, path: `//${index}`, seed, publicKey, address, chainAddress }),
  ),
);

/**
 * The start state's free balance of accounts 0..3, in planck: 1,000 ROC each for 0..2; account
 * 3 gets 0.01 ROC (about 1,800 transfer fees), a "low balance" account for error tests:
 * 1 ROC from it fails with balances.InsufficientBalance, its whole balance with
 * balances.KeepAlive (transferKeepAlive).
 */
export const POLKADOT_DEV_FUNDING = Object.freeze([
  '1000000000000000',
  '1000000000000000',
  '1000000000000000',
  '10000000000',
]);
