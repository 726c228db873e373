/** @jest-environment node */
/**
 * The Polkadot dev wallet's identities and encodings: the same constants as the local chain's
 * (test/stack/polkadot/devAccounts.mjs, read as text: jest here cannot import its ES module),
 * addresses that derive from the keys, SS58 in pure JS equal to @polkadot/util-crypto's for
 * every prefix form, and the <Bytes> wrapping equal to @polkadot/util's.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { bytesToHex } from '@noble/hashes/utils';
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  POLKADOT_DEV_ADDRESSES,
  POLKADOT_LOCAL_CAIP_NETWORK_ID,
  POLKADOT_LOCAL_GENESIS_HASH,
  POLKADOT_LOCAL_SS58_PREFIX,
  polkadotDevKey,
} from '../../../src/testing/polkadot/polkadotDevAccounts';
import { decodeSs58, encodeSs58 } from '../../../src/testing/polkadot/ss58';
import { rawDataBytes, wrapBytes } from '../../../src/testing/polkadot/wrapBytes';

const CHAIN = readFileSync(join(__dirname, '../../stack/polkadot/devAccounts.mjs'), 'utf8');

/** The chain's accounts, as its source lists them: [seed, publicKey, address, chainAddress]. */
const chainAccounts = () =>
  [
    ...CHAIN.matchAll(
      /\[\s*'([0-9a-f]{64})',\s*'([0-9a-f]{64})',\s*'(5[1-9A-HJ-NP-Za-km-z]+)',\s*'([1-9A-HJ-NP-Za-km-z]+)',\s*\]/g,
    ),
  ].map((match) => match.slice(1));

describe('Polkadot dev accounts', () => {
  test("the keys and addresses are the local chain's, accounts 0..3", () => {
    const accounts = chainAccounts();
    expect(accounts).toHaveLength(4);
    expect(
      POLKADOT_DEV_ADDRESSES.map((address, index) => {
        const key = polkadotDevKey(index);
        return [
          bytesToHex(key.seed),
          bytesToHex(key.publicKey),
          address,
          encodeSs58(key.publicKey, POLKADOT_LOCAL_SS58_PREFIX),
        ];
      }),
    ).toEqual(accounts);
  });

  test("the chain ids are the local chain's", () => {
    expect(CHAIN).toContain(`'${POLKADOT_LOCAL_GENESIS_HASH}'`);
    expect(CHAIN).toMatch(/POLKADOT_SS58_PREFIX = 2;/);
    expect(POLKADOT_LOCAL_SS58_PREFIX).toBe(2);
    expect(POLKADOT_LOCAL_CAIP_NETWORK_ID).toBe(
      `polkadot:${POLKADOT_LOCAL_GENESIS_HASH.slice(2, 34)}`,
    );
  });

  test.each([0, 1, 2, 3])(
    'account %i: the public key and address derive from the seed',
    (index) => {
      const key = polkadotDevKey(index);
      expect(key.publicKey).toEqual(ed25519.getPublicKey(key.seed));
      expect(key.address).toBe(encodeAddress(key.publicKey, 42));
      expect(key.address).toBe(POLKADOT_DEV_ADDRESSES[index]);
    },
  );

  test('an index outside 0..3 is a RangeError', () => {
    expect(() => polkadotDevKey(4)).toThrow(RangeError);
    expect(() => polkadotDevKey(-1)).toThrow(RangeError);
    expect(() => polkadotDevKey(0.5)).toThrow(RangeError);
  });
});

describe('SS58 in pure JS', () => {
  const publicKey = polkadotDevKey(1).publicKey;

  test.each([0, 2, 42, 63, 64, 255, 1284, 16383])(
    "prefix %i: the same address as @polkadot/util-crypto's, decoded back",
    (prefix) => {
      const address = encodeSs58(publicKey, prefix);
      expect(address).toBe(encodeAddress(publicKey, prefix));
      expect(decodeSs58(address)).toEqual(publicKey);
      expect(decodeAddress(address)).toEqual(publicKey);
    },
  );

  test('a 0x account id decodes; a bad checksum, base58 or length is a TypeError', () => {
    expect(decodeSs58(u8aToHex(publicKey))).toEqual(publicKey);
    const address = encodeSs58(publicKey, 42);
    const broken = `${address.slice(0, -1)}${address.endsWith('a') ? 'b' : 'a'}`;
    expect(() => decodeSs58(broken)).toThrow(TypeError);
    expect(() => decodeSs58('0OIl')).toThrow(TypeError);
    expect(() => decodeSs58(encodeAddress(publicKey.subarray(0, 8), 42))).toThrow(TypeError);
    expect(() => encodeSs58(publicKey, 46)).toThrow(RangeError);
  });
});

describe('signRaw data and its <Bytes> wrapping', () => {
  test.each([
    ['hex', '0x48656c6c6f'],
    ['empty hex', '0x'],
    ['text', 'Sign in to Portico'],
    ['wrapped hex', u8aToHex(u8aWrapBytes(stringToU8a('already')))],
    ['an Ethereum-style message', u8aToHex(stringToU8a('\x19Ethereum Signed Message:\n5hello'))],
  ])("%s: the same bytes as @polkadot/util's u8aWrapBytes", (_label, data) => {
    expect(wrapBytes(rawDataBytes(data))).toEqual(u8aWrapBytes(data));
  });
});
