/** @jest-environment node */
import { blake2b } from '@noble/hashes/blake2';
import bs58 from 'bs58';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import {
  decodePolkadotAddress,
  encodePolkadotAddress,
  fromHex,
  isPolkadotAddress,
  isSs58Prefix,
  reencodePolkadotAddress,
  samePolkadotAccount,
  toHex,
} from '../../../adapters/polkadot/polkadotAddress';

// //Alice's sr25519 key, and its well-known addresses on Substrate (42), Polkadot (0), Kusama (2).
const ALICE_KEY = fromHex('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')!;
const ALICE = {
  42: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  0: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  2: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
} as const;

const keyOf = (seed: number) =>
  Uint8Array.from({ length: 32 }, (_, i) => (seed * 31 + i * 7) % 256);

describe('SS58 addresses', () => {
  it('default: Alice’s key encodes to her known address with prefix 0, 2 and 42, and back', () => {
    for (const prefix of [0, 2, 42] as const) {
      expect(encodePolkadotAddress(ALICE_KEY, prefix)).toBe(ALICE[prefix]);
      expect(decodePolkadotAddress(ALICE[prefix])).toEqual({ prefix, publicKey: ALICE_KEY });
      expect(isPolkadotAddress(ALICE[prefix])).toBe(true);
    }
  });

  it('default: agrees with @polkadot/util-crypto on one- and two-byte prefixes', () => {
    for (const [seed, prefix] of [
      [1, 0],
      [2, 7],
      [3, 63],
      [4, 64],
      [5, 255],
      [6, 1284],
      [7, 7391],
      [8, 16_383],
    ] as const) {
      const key = keyOf(seed);
      const theirs = encodeAddress(key, prefix);
      expect(encodePolkadotAddress(key, prefix)).toBe(theirs);
      expect(decodePolkadotAddress(theirs)).toEqual({ prefix, publicKey: key });
      expect(toHex(decodeAddress(theirs))).toBe(toHex(key));
    }
  });

  it('behavior: re-encoding keeps the key and changes only the form; one key is one account', () => {
    expect(reencodePolkadotAddress(ALICE[42], 0)).toBe(ALICE[0]);
    expect(reencodePolkadotAddress(ALICE[0], 2)).toBe(ALICE[2]);
    expect(reencodePolkadotAddress(ALICE[2], 2)).toBe(ALICE[2]);
    expect(samePolkadotAccount(ALICE[0], ALICE[42])).toBe(true);
    expect(samePolkadotAccount(ALICE[0], encodePolkadotAddress(keyOf(9), 0))).toBe(false);
    expect(samePolkadotAccount('nope', 'nope')).toBe(false);
    expect(() => reencodePolkadotAddress('nope', 0)).toThrow('not an SS58 address');
  });

  it('errors: a changed character, a wrong checksum, a wrong length or a reserved prefix is no address', () => {
    const typo = ALICE[42].slice(0, 10) + (ALICE[42][10] === 'a' ? 'b' : 'a') + ALICE[42].slice(11);
    const bytes = bs58.decode(ALICE[0]);
    const badChecksum = Uint8Array.from(bytes);
    badChecksum[badChecksum.length - 1]! ^= 1;
    // A 33-byte payload (an ecdsa public key), and a 1-byte account index, are not accounts.
    const long = encodeAddress(new Uint8Array(33).fill(2), 42);
    const index = encodeAddress(new Uint8Array([5]), 42);
    // Prefix 46 (reserved) with a checksum that matches.
    const body = Uint8Array.from([46, ...ALICE_KEY]);
    const sum = blake2b(Uint8Array.from([...new TextEncoder().encode('SS58PRE'), ...body]), {
      dkLen: 64,
    });
    const reserved = Uint8Array.from([...body, sum[0]!, sum[1]!]);
    for (const bad of [
      typo,
      bs58.encode(badChecksum),
      long,
      index,
      bs58.encode(reserved),
      ALICE[42].slice(1),
      `${ALICE[42]}1`,
      '0x' + 'ab'.repeat(32),
      '',
      ' ' + ALICE[42],
      'I0OlI0OlI0OlI0OlI0OlI0OlI0OlI0OlI0OlI0OlI0OlI0Ol',
    ])
      expect([bad, isPolkadotAddress(bad)]).toEqual([bad, false]);
    expect(isPolkadotAddress(42)).toBe(false);
    expect(isPolkadotAddress(null)).toBe(false);
  });

  it('errors: encoding refuses a key that is not 32 bytes and a prefix SS58 cannot carry', () => {
    expect(() => encodePolkadotAddress(new Uint8Array(33), 0)).toThrow('32 bytes');
    for (const prefix of [-1, 46, 47, 16_384, 1.5]) {
      expect(isSs58Prefix(prefix)).toBe(false);
      expect(() => encodePolkadotAddress(ALICE_KEY, prefix)).toThrow('not an SS58 prefix');
    }
  });

  it('behavior: hex helpers round-trip and refuse odd or non-hex input', () => {
    expect(toHex(fromHex('0x00ff10')!)).toBe('0x00ff10');
    expect(fromHex('0x')).toEqual(new Uint8Array());
    for (const bad of ['00ff', '0xabc', '0xzz', 12]) expect(fromHex(bad)).toBeNull();
  });
});
