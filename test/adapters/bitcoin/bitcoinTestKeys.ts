/**
 * Test-side keys and signers for the bitcoin adapter's tests: the stand-in's dev accounts
 * (test/stack/bitcoin/devAccounts.mjs, duplicated here because jest's CommonJS runtime cannot
 * import the stack's ES modules), BIP-322's test key, and signers over @noble/curves that sign
 * the way a wallet does (bitcoinjs' Psbt signs). Of the adapter, only its ecc backend is used
 * (bitcoinjs needs one; eccLib.test.ts checks it).
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import * as bitcoin from 'bitcoinjs-lib';
import bs58 from 'bs58';
import { eccLib } from '../../../adapters/bitcoin/eccLib';

bitcoin.initEccLib(eccLib);
export { bitcoin };
export const REGTEST = bitcoin.networks.regtest;

/** Dev accounts 0..3 of the stand-in: p2wpkh payment and BIP86 p2tr ordinals keys. */
export const DEV_ACCOUNTS = [
  {
    paymentPrivateKey: 'b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856',
    paymentAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    ordinalsPrivateKey: '893af8e39dab62e987360f7e2f2556100075b04ee4e6b22a0e1e11e1569de6d1',
    ordinalsAddress: 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
  },
  {
    paymentPrivateKey: '2ea9ba050147af0a7e5bc697b588ee630552766810398242f3c4b9ce25c3cfd7',
    paymentAddress: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj',
    ordinalsPrivateKey: 'd02ee2d2828e3844e8b9751da9202d87210fde6e4c350668c19855541d4bc94c',
    ordinalsAddress: 'bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4',
  },
] as const;

/** BIP-322's test key (WIF L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k) and addresses. */
export const BIP322_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k';
export const BIP322_P2WPKH = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
export const BIP322_P2TR = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3';
export const BIP322_P2PKH = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc';
export const BIP322_P2SH_P2WPKH = '37qyp7jQAzqb2rCBpMvVtLDuuzKAUCVnJb';

/** The private key of a compressed-key WIF. */
export function privateKeyOfWif(wif: string): Uint8Array {
  const bytes = bs58.decode(wif);
  return bytes.slice(1, 33);
}

const ORDER = secp256k1.Point.CURVE().n;

export const publicKeyOf = (privateKey: Uint8Array | string, compressed = true) =>
  secp256k1.getPublicKey(
    typeof privateKey === 'string' ? hexToBytes(privateKey) : privateKey,
    compressed,
  );
export const xOnlyOf = (privateKey: Uint8Array | string) => publicKeyOf(privateKey).slice(1);
export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

/** A p2wpkh signer for bitcoinjs' Psbt: ECDSA, low-S, 64-byte r‖s (bitcoinjs DER-encodes it). */
export function ecdsaSigner(privateKey: string | Uint8Array): bitcoin.Signer {
  const key = typeof privateKey === 'string' ? hexToBytes(privateKey) : privateKey;
  return {
    publicKey: secp256k1.getPublicKey(key, true),
    sign: (hash) => secp256k1.sign(hash, key).toBytes('compact'),
  };
}

/** The BIP86 key-path signer of an internal private key: the key tweaked by its TapTweak. */
export function taprootSigner(privateKey: string | Uint8Array): bitcoin.Signer {
  const key = typeof privateKey === 'string' ? hexToBytes(privateKey) : privateKey;
  const point = secp256k1.Point.BASE.multiply(bytesToNumberBE(key));
  const even = point.toAffine().y % 2n === 0n;
  const secret = even ? bytesToNumberBE(key) : ORDER - bytesToNumberBE(key);
  const tweak = bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', point.toBytes(true).slice(1)));
  const tweaked = numberToBytesBE((secret + tweak) % ORDER, 32);
  return {
    publicKey: secp256k1.getPublicKey(tweaked, true),
    sign: () => {
      throw new Error('a taproot key-path signer signs Schnorr only');
    },
    signSchnorr: (hash) => schnorr.sign(hash, tweaked),
  };
}

/** BIP-137's message digest, computed here independently of the adapter's. */
function legacyDigest(message: string): Uint8Array {
  const text = new TextEncoder().encode(message);
  if (text.length >= 0xfd) throw new Error('test messages are short');
  const magic = new TextEncoder().encode('Bitcoin Signed Message:\n');
  return sha256(sha256(Uint8Array.from([magic.length, ...magic, text.length, ...text])));
}

/** A legacy (BIP-137) signature, base64, with the header base of the address type. */
export function signLegacy(
  privateKey: string | Uint8Array,
  message: string,
  headerBase: 27 | 31 | 35 | 39,
): string {
  const key = typeof privateKey === 'string' ? hexToBytes(privateKey) : privateKey;
  const signature = secp256k1.sign(legacyDigest(message), key);
  const bytes = Uint8Array.from([headerBase + signature.recovery, ...signature.toBytes('compact')]);
  return Buffer.from(bytes).toString('base64');
}

/**
 * A BIP-322 "simple" signature made the way a wallet makes one: a PSBT spending `toSpend`
 * (built here from the spec) signed and finalised by bitcoinjs, its input witness base64.
 */
export function signBip322(
  signer: bitcoin.Signer,
  address: string,
  network: bitcoin.Network,
  message: string,
  internalKey?: Uint8Array,
): string {
  const script = bitcoin.address.toOutputScript(address, network);
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'));
  const messageHash = sha256(
    Uint8Array.from([...tag, ...tag, ...new TextEncoder().encode(message)]),
  );
  const toSpend = new bitcoin.Transaction();
  toSpend.version = 0;
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, Uint8Array.from([0, 32, ...messageHash]));
  toSpend.addOutput(script, 0n);
  const psbt = new bitcoin.Psbt({ network });
  psbt.setVersion(0);
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, value: 0n },
    ...(internalKey ? { tapInternalKey: internalKey } : {}),
  });
  psbt.addOutput({ script: Uint8Array.of(0x6a), value: 0n });
  psbt.signInput(0, signer);
  psbt.finalizeAllInputs();
  const witness = psbt.extractTransaction(true).ins[0]!.witness;
  const stack = [witness.length, ...witness.flatMap((item) => [item.length, ...item])];
  return Buffer.from(Uint8Array.from(stack)).toString('base64');
}

export { bytesToHex, hexToBytes };
