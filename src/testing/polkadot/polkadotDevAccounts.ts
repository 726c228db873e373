import { hexToBytes } from '@noble/hashes/utils';

/**
 * The local Polkadot chain's fixed identities (test/stack/polkadot/devAccounts.mjs holds the
 * same values for the chain): change them in both places or nowhere. Plain constants, so no
 * key derivation (PBKDF2, blake2) runs in the page.
 */

/** What the local chain (chopsticks from a raw chain spec) answers for `chain_getBlockHash(0)`. */
export const POLKADOT_LOCAL_GENESIS_HASH =
  '0x4545454545454545454545454545454545454545454545454545454545454545';
/** The local chain's CAIP-2 id: the genesis hash's first 32 hex characters. */
export const POLKADOT_LOCAL_CAIP_NETWORK_ID = 'polkadot:45454545454545454545454545454545';
/**
 * The local chain's SS58 prefix, 2: the runtime's `system.ss58Prefix` (statemine), which
 * @polkadot/api adopts there. The wallet lists addresses with the generic prefix 42.
 */
export const POLKADOT_LOCAL_SS58_PREFIX = 2;

/**
 * Dev accounts 0..3, SS58 with the generic prefix 42: ed25519 keys of the repo's dev mnemonic
 * ("test test … junk") at `//0`..`//3` (@polkadot/keyring `{ type: 'ed25519' }`). The local
 * chain funds 0..2 with 1,000 ROC and 3 with 0.01 ROC.
 */
export const POLKADOT_DEV_ADDRESSES = Object.freeze([
  '5EN3N9JBocE4hwGVe1LYpvfuPFCRHtUonDBgtM8LeQ6RisJv',
  '5GJBNsxwgAvx5TxbmdLjyAika4J6gfENpQFWF9rrUHmptxkm',
  '5FCEqUutNvLMozE5vEZxwnGLtGPn9T7aSgAKM43JVN2FKFth',
  '5GWDQ6EFAhEFcdyrZ93FnXaJQPLrsm3E4pLYQD9pqcEKjSzt',
] as const);

/**
 * The dev accounts' ed25519 secret seeds (32 bytes, hex) and public keys, in the same order.
 * Public knowledge: never hold real value with them.
 */
const DEV_KEYS = [
  [
    '58857e235a70859f263b9f9bdcd685b042b94417dbf3d035a88de578f98cc089',
    '65b14f28283571055371a4b74eb80ad63932e217effde4cd1760b581ace6bf01',
  ],
  [
    '330a50455320d24077413dd7a485471cc1f3b47532a8e479b7143fb0d5f7bdfd',
    'bb37c480f98db96d949a82aa75d10547386d1fdc1251154643ebe03517316831',
  ],
  [
    'ef355c6712204ab7b6ad2b505d8f880409a79a19bb7a7dea6141aa2ae101bed3',
    '8a73b461bc6de1e59d2d89f6808afca9806ace8fbc1d35ecdd20082049d6d55f',
  ],
  [
    'ed2dbb7ae98fd15f7b821e8c15d6884004406fe564084e80412d6f96d37dc4b4',
    'c46583ee759f05b684151ce253d113fdf5516399acfb67fccfa329cd02d7649b',
  ],
] as const;

export interface PolkadotDevKey {
  readonly index: number;
  /** SS58, prefix 42. */
  readonly address: string;
  readonly publicKey: Uint8Array;
  /** The 32-byte ed25519 seed (what @noble/curves signs with). */
  readonly seed: Uint8Array;
}

/** Dev account `index`'s key (0..3). */
export function polkadotDevKey(index: number): PolkadotDevKey {
  const keys = DEV_KEYS[index];
  const address = POLKADOT_DEV_ADDRESSES[index];
  if (!Number.isInteger(index) || !keys || !address)
    throw new RangeError(
      `Polkadot dev wallet: no dev account ${index} (0..${DEV_KEYS.length - 1})`,
    );
  return { index, address, seed: hexToBytes(keys[0]), publicKey: hexToBytes(keys[1]) };
}
