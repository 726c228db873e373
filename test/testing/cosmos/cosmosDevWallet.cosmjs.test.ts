/** @jest-environment node */
/**
 * The Cosmos dev wallet against cosmjs itself: its amino JSON equals cosmjs' serializeSignDoc,
 * its signatures equal cosmjs' own wallets' (both RFC 6979, low S), and an ADR-36
 * signArbitrary signature verifies over a sign doc built here the way Keplr's
 * makeADR36AminoSignDoc builds it.
 */
import {
  makeSignDoc as makeAminoSignDoc,
  Secp256k1Wallet,
  serializeSignDoc,
  type StdSignDoc,
} from '@cosmjs/amino';
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEV_PRIVATE_KEYS,
  COSMOS_LOCAL_CHAIN_ID,
} from '../../../src/testing/cosmos/cosmosDevAccounts';
import { cosmosDevKey } from '../../../src/testing/cosmos/cosmosDevKey';
import { createCosmosDevWallet } from '../../../src/testing/cosmos/createCosmosDevWallet';
import { encodeSignDoc } from '../../../src/testing/cosmos/encodeSignDoc';
import { serializeAminoSignDoc } from '../../../src/testing/cosmos/serializeAminoSignDoc';

const ADDRESS = COSMOS_DEV_ADDRESSES[1];
const secret = () => fromHex(COSMOS_DEV_PRIVATE_KEYS[1]);

test('amino JSON: sorted keys, escaped <>&, as cosmjs serializes it', () => {
  const doc = makeAminoSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { to_address: 'b', from_address: 'a', amount: [{ denom: 'uatom', amount: '1' }] },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '2800' }], gas: '112000' },
    COSMOS_LOCAL_CHAIN_ID,
    'memo <b> & "quotes" é',
    3,
    7,
    10n,
  );
  expect(serializeAminoSignDoc(doc)).toEqual(serializeSignDoc(doc));
});

test("direct and amino signatures equal cosmjs wallets'", async () => {
  const doc = {
    bodyBytes: Uint8Array.of(1, 2, 3),
    authInfoBytes: Uint8Array.of(4, 5),
    chainId: COSMOS_LOCAL_CHAIN_ID,
    accountNumber: 1n,
  };
  const direct = await (
    await DirectSecp256k1Wallet.fromKey(secret(), 'cosmos')
  ).signDirect(ADDRESS, doc);
  expect(cosmosDevKey(1).sign(encodeSignDoc(doc))).toEqual(direct.signature);
  const aminoDoc = makeAminoSignDoc([], { amount: [], gas: '0' }, COSMOS_LOCAL_CHAIN_ID, '', 1, 0);
  const amino = await (
    await Secp256k1Wallet.fromKey(secret(), 'cosmos')
  ).signAmino(ADDRESS, aminoDoc);
  expect(cosmosDevKey(1).sign(serializeSignDoc(aminoDoc))).toEqual(amino.signature);
  expect(amino.signature.pub_key.value).toBe(toBase64(cosmosDevKey(1).pubKey));
});

test.each([
  ['a string', 'Sign in to Portico <3 & more'],
  ['bytes', Uint8Array.of(0, 255, 1, 2)],
])('signArbitrary (ADR-36) of %s verifies independently', async (_what, data) => {
  const wallet = createCosmosDevWallet({ storage: null, authorized: true, accountIndex: 1 });
  const signature = await wallet.provider.signArbitrary(COSMOS_LOCAL_CHAIN_ID, ADDRESS, data);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  // Keplr's makeADR36AminoSignDoc
  const doc: StdSignDoc = {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer: ADDRESS, data: toBase64(bytes) } }],
    memo: '',
  };
  const digest = sha256(serializeSignDoc(doc));
  expect(signature.pub_key).toEqual({
    type: 'tendermint/PubKeySecp256k1',
    value: toBase64(cosmosDevKey(1).pubKey),
  });
  const raw = fromBase64(signature.signature);
  expect(raw).toHaveLength(64);
  expect(secp256k1.verify(raw, digest, cosmosDevKey(1).pubKey, { lowS: true })).toBe(true);
  expect(
    await wallet.provider.verifyArbitrary(COSMOS_LOCAL_CHAIN_ID, ADDRESS, data, signature),
  ).toBe(true);
  expect(
    await wallet.provider.verifyArbitrary(COSMOS_LOCAL_CHAIN_ID, ADDRESS, 'other', signature),
  ).toBe(false);
  // cosmjs' amino wallet signs the same doc to the same signature
  const amino = await (await Secp256k1Wallet.fromKey(secret(), 'cosmos')).signAmino(ADDRESS, doc);
  expect(amino.signature).toEqual(signature);
});
