/** @jest-environment node */
/**
 * The Bitcoin dev wallet's identities: the same constants as the regtest stand-in's
 * (test/stack/bitcoin/devAccounts.mjs, read as text: jest here cannot import its ES module),
 * addresses that derive from the keys (bitcoinjs payments over the wallet's ecc), and the
 * BIP86 tweak checked against another secp256k1 implementation and BIP86's own vector.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import * as bitcoin from 'bitcoinjs-lib';
import { createECDH, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_DEV_PRIVATE_KEYS,
  BITCOIN_LOCAL_CAIP_NETWORK_ID,
  BITCOIN_LOCAL_CHAIN,
  BITCOIN_LOCAL_GENESIS_HASH,
} from '../../../src/testing/bitcoin/bitcoinDevAccounts';
import { bitcoinDevKey } from '../../../src/testing/bitcoin/bitcoinDevKey';
import { devEcc } from '../../../src/testing/bitcoin/devEcc';
import { tapTweak, tweakTaprootKey } from '../../../src/testing/bitcoin/tweakTaprootKey';

const STAND_IN = readFileSync(join(__dirname, '../../stack/bitcoin/devAccounts.mjs'), 'utf8');
const REGTEST = bitcoin.networks.regtest;
const N = secp256k1.Point.Fn.ORDER;

/** The stand-in's accounts, as its source lists them: [paymentKey, payment, ordinalsKey, ordinals]. */
const standInAccounts = () =>
  [
    ...STAND_IN.matchAll(
      /\[\s*'([0-9a-f]{64})',\s*'(bcrt1q[0-9a-z]+)',\s*'([0-9a-f]{64})',\s*'(bcrt1p[0-9a-z]+)',\s*\]/g,
    ),
  ].map((match) => match.slice(1));

beforeAll(() => bitcoin.initEccLib(devEcc));

describe('Bitcoin dev accounts', () => {
  test("the keys and addresses are the stand-in's, accounts 0..3", () => {
    const accounts = standInAccounts();
    expect(accounts).toHaveLength(4);
    expect(
      BITCOIN_DEV_ADDRESSES.map(({ payment, ordinals }, index) => [
        BITCOIN_DEV_PRIVATE_KEYS[index]?.payment,
        payment,
        BITCOIN_DEV_PRIVATE_KEYS[index]?.ordinals,
        ordinals,
      ]),
    ).toEqual(accounts);
  });

  test("the chain ids are regtest's and the stand-in's", () => {
    expect(STAND_IN).toContain(`'${BITCOIN_LOCAL_GENESIS_HASH}'`);
    expect(BITCOIN_LOCAL_CAIP_NETWORK_ID).toBe(`bip122:${BITCOIN_LOCAL_GENESIS_HASH.slice(0, 32)}`);
    expect(BITCOIN_LOCAL_CAIP_NETWORK_ID).toBe('bip122:0f9188f13cb7b2f71f2a335e3a4fc328');
    expect(BITCOIN_LOCAL_CHAIN).toBe('bitcoin:regtest');
  });

  test.each([0, 1, 2, 3])('account %i: the addresses derive from the keys', (index) => {
    const key = bitcoinDevKey(index);
    const { payment, ordinals } = BITCOIN_DEV_PRIVATE_KEYS[index]!;
    const pubkey = secp256k1.getPublicKey(hexToBytes(payment), true);
    expect(key.payment.publicKey).toEqual(pubkey);
    const p2wpkh = bitcoin.payments.p2wpkh({ pubkey, network: REGTEST });
    expect(p2wpkh.address).toBe(BITCOIN_DEV_ADDRESSES[index]!.payment);
    expect(key.payment.script).toEqual(p2wpkh.output);

    const internalPubkey = secp256k1.getPublicKey(hexToBytes(ordinals), true).subarray(1);
    expect(key.ordinals.publicKey).toEqual(internalPubkey);
    const p2tr = bitcoin.payments.p2tr({ internalPubkey, network: REGTEST });
    expect(p2tr.address).toBe(BITCOIN_DEV_ADDRESSES[index]!.ordinals);
    expect(key.ordinals.script).toEqual(p2tr.output);
    expect(key.ordinals.signingPublicKey).toEqual(p2tr.pubkey);
  });

  test.each([0, 1, 2, 3])("account %i: the tweak is BIP341's, by node's own secp256k1", (index) => {
    const internal = Buffer.from(BITCOIN_DEV_PRIVATE_KEYS[index]!.ordinals, 'hex');
    const point = (secret: Buffer) => {
      const ecdh = createECDH('secp256k1');
      ecdh.setPrivateKey(secret);
      const uncompressed = ecdh.getPublicKey(); // 04 || x || y
      return { x: uncompressed.subarray(1, 33), oddY: (uncompressed[64]! & 1) === 1 };
    };
    const tag = createHash('sha256').update('TapTweak').digest();
    const internalPoint = point(internal);
    const tweak = BigInt(
      `0x${createHash('sha256').update(tag).update(tag).update(internalPoint.x).digest('hex')}`,
    );
    const secret = BigInt(`0x${internal.toString('hex')}`);
    const tweaked = ((internalPoint.oddY ? N - secret : secret) + tweak) % N;
    const tweakedBytes = Buffer.from(tweaked.toString(16).padStart(64, '0'), 'hex');

    const key = tweakTaprootKey(internal);
    expect(key.internalKey).toEqual(new Uint8Array(internalPoint.x));
    expect(bytesToHex(key.privateKey)).toBe(tweakedBytes.toString('hex'));
    expect(key.outputKey).toEqual(new Uint8Array(point(tweakedBytes).x));
    expect(tapTweak(key.internalKey)).toBe(tweak);
  });

  test("BIP86's vector: m/86'/0'/0'/0/0's internal key tweaks to its output key", () => {
    const internal = hexToBytes('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115');
    const result = devEcc.xOnlyPointAddTweak(internal, tweakBytes(internal));
    expect(bytesToHex(result!.xOnlyPubkey)).toBe(
      'a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c',
    );
    expect(bitcoin.payments.p2tr({ internalPubkey: internal }).address).toBe(
      'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    );
  });

  test("devEcc passes bitcoinjs's own check and refuses what is not an x-only key", () => {
    bitcoin.initEccLib(undefined);
    expect(() => bitcoin.initEccLib(devEcc)).not.toThrow();
    expect(devEcc.isXOnlyPoint(new Uint8Array(32))).toBe(false);
    expect(devEcc.isXOnlyPoint(new Uint8Array(33))).toBe(false);
    const internal = bitcoinDevKey(0).ordinals.publicKey;
    expect(devEcc.isXOnlyPoint(internal)).toBe(true);
    expect(devEcc.xOnlyPointAddTweak(internal, new Uint8Array(31))).toBeNull();
    expect(devEcc.xOnlyPointAddTweak(internal, new Uint8Array(32))).toEqual({
      parity: 0,
      xOnlyPubkey: internal,
    });
  });
});

/** TapTweak(internal key) as bytes. */
function tweakBytes(internalKey: Uint8Array): Uint8Array {
  return hexToBytes(tapTweak(internalKey).toString(16).padStart(64, '0'));
}
