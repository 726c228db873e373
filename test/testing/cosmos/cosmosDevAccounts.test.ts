/** @jest-environment node */
/**
 * The Cosmos dev wallet's identities and encodings: the same constants as the CometBFT
 * stand-in's (test/stack/cosmos/devAccounts.mjs, read as text: jest here cannot import its ES
 * module), addresses that derive from the keys, and the hand-written SignDoc protobuf equal to
 * cosmjs-types' encoder. (cosmosDevWallet.cosmjs.test.ts checks the rest against cosmjs.)
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { bech32 } from 'bech32';
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { getAddress } from 'ethers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEV_PRIVATE_KEYS,
  COSMOS_LOCAL_BECH32_PREFIX,
  COSMOS_LOCAL_CAIP_NETWORK_ID,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_GAS_PRICE,
} from '../../../src/testing/cosmos/cosmosDevAccounts';
import { cosmosDevKey } from '../../../src/testing/cosmos/cosmosDevKey';
import { encodeSignDoc } from '../../../src/testing/cosmos/encodeSignDoc';

const STAND_IN = readFileSync(join(__dirname, '../../stack/cosmos/devAccounts.mjs'), 'utf8');

/** The stand-in's accounts, as its source lists them: [privateKey, publicKey, address]. */
const standInAccounts = () =>
  [
    ...STAND_IN.matchAll(
      /\[\s*'([0-9a-f]{64})',\s*'([0-9a-f]{66})',\s*'(cosmos1[0-9a-z]+)',\s*\]/g,
    ),
  ].map((match) => match.slice(1));

describe('Cosmos dev accounts', () => {
  test("the keys and addresses are the stand-in's, accounts 0..3", () => {
    const accounts = standInAccounts();
    expect(accounts).toHaveLength(4);
    expect(
      COSMOS_DEV_ADDRESSES.map((address, index) => [
        COSMOS_DEV_PRIVATE_KEYS[index],
        bytesToHex(cosmosDevKey(index).pubKey),
        address,
      ]),
    ).toEqual(accounts);
  });

  test("the chain's constants are the stand-in's", () => {
    expect(STAND_IN).toContain(`COSMOS_CHAIN_ID = '${COSMOS_LOCAL_CHAIN_ID}'`);
    expect(COSMOS_LOCAL_CAIP_NETWORK_ID).toBe(`cosmos:${COSMOS_LOCAL_CHAIN_ID}`);
    expect(STAND_IN).toContain(`COSMOS_BECH32_PREFIX = '${COSMOS_LOCAL_BECH32_PREFIX}'`);
    expect(STAND_IN).toContain(`COSMOS_DENOM = '${COSMOS_LOCAL_DENOM}'`);
    expect(STAND_IN).toContain(`COSMOS_DECIMALS = ${COSMOS_LOCAL_DECIMALS}`);
    expect(STAND_IN).toContain(`COSMOS_GAS_PRICE = '${COSMOS_LOCAL_GAS_PRICE}'`);
  });

  test.each([0, 1, 2, 3])('account %i: the address derives from the key', (index) => {
    const key = cosmosDevKey(index);
    const pubKey = secp256k1.getPublicKey(hexToBytes(COSMOS_DEV_PRIVATE_KEYS[index]!), true);
    expect(key.pubKey).toEqual(pubKey);
    const address = ripemd160(sha256(pubKey));
    expect(key.address).toEqual(address);
    expect(bech32.encode('cosmos', bech32.toWords(address))).toBe(COSMOS_DEV_ADDRESSES[index]);
    expect(key.bech32Address('cosmos')).toBe(COSMOS_DEV_ADDRESSES[index]);
    expect(key.bech32Address('osmo')).toMatch(/^osmo1/);
    expect(key.ethereumHexAddress).toBe(getAddress(`0x${bytesToHex(address)}`));
    expect(() => cosmosDevKey(4)).toThrow(RangeError);
  });

  test.each([
    {
      bodyBytes: Uint8Array.of(1, 2, 3),
      authInfoBytes: Uint8Array.of(4, 5),
      chainId: 'portico-local-1',
      accountNumber: 0n,
    },
    {
      bodyBytes: new Uint8Array(300).fill(7),
      authInfoBytes: new Uint8Array(),
      chainId: '',
      accountNumber: 300n,
    },
    {
      bodyBytes: new Uint8Array(),
      authInfoBytes: Uint8Array.of(9),
      chainId: 'é',
      accountNumber: 2n ** 63n + 5n,
    },
  ])('a SignDoc encodes as cosmjs-types encodes it (%#)', (doc) => {
    expect(encodeSignDoc(doc)).toEqual(SignDoc.encode(doc).finish());
  });
});
