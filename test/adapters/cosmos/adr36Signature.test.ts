/** @jest-environment node */
import type * as Amino from '@cosmjs/amino';
import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { makeAdr36SignDoc, serializeAminoSignDoc } from '../../../adapters/cosmos/adr36';
import { cosmosAddressOf } from '../../../adapters/cosmos/cosmosAddress';
import { cosmosChain } from '../../../adapters/cosmos/cosmosChain';
import {
  formatCosmosSignature,
  isCosmosSignature,
  parseCosmosSignature,
} from '../../../adapters/cosmos/cosmosSignature';
import { cosmosSignIn } from '../../../adapters/cosmos/cosmosSignIn';
import { verifyCosmosSignature } from '../../../adapters/cosmos/verifyCosmosSignature';
import { DEV_ACCOUNTS, hexToBytes, signAdr36, signatureString, toBase64 } from './cosmosTestKeys';
import { loadCosmjsNatively } from './loadCosmjsNatively';

loadCosmjsNatively();
let amino: typeof Amino;
beforeAll(async () => {
  amino = await import('@cosmjs/amino');
});

const [ALICE, BOB] = DEV_ACCOUNTS;
const MESSAGE =
  'example.com wants you to sign in with your Cosmos account:\ncosmos1…\n\nNonce: 1 & <2>';

const cosmjsSignBytes = (signer: string, message: string) =>
  amino.serializeSignDoc(
    amino.makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(Buffer.from(message)) } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    ),
  );

describe('ADR-36 sign doc', () => {
  it('default: the sign bytes are @cosmjs/amino’s makeSignDoc + serializeSignDoc (sorted, & < > escaped)', () => {
    for (const message of [MESSAGE, '', 'ünïcödé ✓', '{"json":"<b>&amp;</b>"}']) {
      const ours = serializeAminoSignDoc(makeAdr36SignDoc(ALICE.address, message));
      expect(Buffer.from(ours).toString()).toBe(
        Buffer.from(cosmjsSignBytes(ALICE.address, message)).toString(),
      );
    }
  });

  it('default: the doc is one sign/MsgSignData, chain id "", numbers "0", no fee, no memo', () => {
    expect(makeAdr36SignDoc(ALICE.address, 'hi')).toEqual({
      chain_id: '',
      account_number: '0',
      sequence: '0',
      fee: { gas: '0', amount: [] },
      msgs: [{ type: 'sign/MsgSignData', value: { signer: ALICE.address, data: 'aGk=' } }],
      memo: '',
    });
  });
});

describe('verifyCosmosSignature', () => {
  it('default: a signature by the address’s key verifies (noble signer)', async () => {
    const signature = signatureString(signAdr36(ALICE.privateKey, ALICE.address, MESSAGE));
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: ALICE.address }),
    ).resolves.toBeUndefined();
    expect(isCosmosSignature(signature)).toBe(true);
  });

  it('default: cosmjs’ own amino signer’s ADR-36 signature verifies', async () => {
    const wallet = await amino.Secp256k1Wallet.fromKey(hexToBytes(BOB.privateKey), 'cosmos');
    const doc = makeAdr36SignDoc(BOB.address, MESSAGE);
    const { signature } = await wallet.signAmino(BOB.address, doc);
    await expect(
      verifyCosmosSignature({
        message: MESSAGE,
        signature: formatCosmosSignature(signature),
        address: BOB.address,
      }),
    ).resolves.toBeUndefined();
  });

  it('error: another message, another address, another key are refused', async () => {
    const signature = signatureString(signAdr36(ALICE.privateKey, ALICE.address, MESSAGE));
    await expect(
      verifyCosmosSignature({ message: `${MESSAGE}!`, signature, address: ALICE.address }),
    ).rejects.toThrow(/not .*signature of this message/);
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: BOB.address }),
    ).rejects.toThrow(/public key is not the key of/);
    // Bob's key carried, Alice's signature: the key is Bob's, the signature does not verify.
    const swapped = JSON.parse(signature);
    swapped.pub_key.value = toBase64(hexToBytes(BOB.publicKey));
    await expect(
      verifyCosmosSignature({
        message: MESSAGE,
        signature: JSON.stringify(swapped),
        address: BOB.address,
      }),
    ).rejects.toThrow(/not .*signature of this message/);
  });

  it('error: the signature over the doc of another signer (same key, other prefix) is refused', async () => {
    const osmo = cosmosAddressOf(hexToBytes(ALICE.publicKey), 'osmo');
    const signature = signatureString(signAdr36(ALICE.privateKey, osmo, MESSAGE));
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: osmo }),
    ).resolves.toBeUndefined();
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: ALICE.address }),
    ).rejects.toThrow(/not .*signature of this message/);
  });

  it('error: a high-S signature (malleated) is refused, as the SDK refuses it', async () => {
    const good = signAdr36(ALICE.privateKey, ALICE.address, MESSAGE);
    const bytes = Buffer.from(good.signature, 'base64');
    const n = secp256k1.CURVE.n;
    const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
    const high = Buffer.concat([
      bytes.subarray(0, 32),
      Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex'),
    ]);
    const signature = JSON.stringify({ ...good, signature: high.toString('base64') });
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: ALICE.address }),
    ).rejects.toThrow(`the signature is not ${ALICE.address}'s signature of this message`);
  });

  it.each([
    ['not JSON', 'abc'],
    ['a bare base64 signature', toBase64(new Uint8Array(64))],
    [
      'another key type',
      JSON.stringify({
        pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(new Uint8Array(32)) },
        signature: toBase64(new Uint8Array(64)),
      }),
    ],
    [
      'a 65-byte signature',
      JSON.stringify({
        pub_key: {
          type: 'tendermint/PubKeySecp256k1',
          value: toBase64(hexToBytes(ALICE.publicKey)),
        },
        signature: toBase64(new Uint8Array(65)),
      }),
    ],
    [
      'an uncompressed key',
      JSON.stringify({
        pub_key: {
          type: 'tendermint/PubKeySecp256k1',
          value: toBase64(new Uint8Array(65).fill(4)),
        },
        signature: toBase64(new Uint8Array(64)),
      }),
    ],
  ])('error: %s is not a signature', async (_, signature) => {
    expect(parseCosmosSignature(signature)).toBeNull();
    expect(cosmosChain.requests.isSignature(signature)).toBe(false);
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: ALICE.address }),
    ).rejects.toThrow(/not a StdSignature/);
  });

  it('error: a 32-byte address (no key hashes to it) cannot have signed', async () => {
    const signature = signatureString(signAdr36(ALICE.privateKey, ALICE.address, MESSAGE));
    const module = 'cosmos1qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurs79d55s';
    await expect(
      verifyCosmosSignature({ message: MESSAGE, signature, address: module }),
    ).rejects.toThrow(/not the address of a key/);
  });
});

describe('cosmosSignIn (CAIP-122 rules)', () => {
  it('default: a reference is a chain id of up to 32 letters, digits and hyphens', () => {
    for (const ok of ['cosmoshub-4', 'osmosis-1', 'portico-local-1', 'a'])
      expect(cosmosSignIn.isReference(ok)).toBe(true);
    for (const bad of ['', 'x'.repeat(33), 'chain_1', 'cosmos:hub', 'a b'])
      expect(cosmosSignIn.isReference(bad)).toBe(false);
  });

  it('default: messages carry the address in lower case; a wrong one says why', () => {
    expect(cosmosSignIn.namespace).toBe('cosmos');
    expect(cosmosSignIn.toMessageAddress(ALICE.address.toUpperCase())).toBe(ALICE.address);
    expect(cosmosSignIn.messageAddressProblem(ALICE.address)).toBeUndefined();
    expect(cosmosSignIn.messageAddressProblem(ALICE.address.toUpperCase())).toMatch(/lower case/);
    expect(cosmosSignIn.messageAddressProblem('cosmos1nope')).toMatch(/not a Cosmos address/);
    expect(() => cosmosSignIn.toMessageAddress('0xabc')).toThrow(/not a Cosmos address/);
  });

  it('default: one key is one account on every chain; verifySignature checks ADR-36', async () => {
    const osmo = cosmosAddressOf(hexToBytes(ALICE.publicKey), 'osmo');
    expect(cosmosSignIn.sameAccount(ALICE.address, osmo)).toBe(true);
    expect(cosmosSignIn.sameAccount(ALICE.address, BOB.address)).toBe(false);
    const signature = signatureString(signAdr36(ALICE.privateKey, ALICE.address, MESSAGE));
    await expect(
      cosmosSignIn.verifySignature({ message: MESSAGE, signature, address: ALICE.address }),
    ).resolves.toBeUndefined();
    await expect(
      cosmosSignIn.verifySignature({ message: 'other', signature, address: ALICE.address }),
    ).rejects.toThrow(`the signature is not ${ALICE.address}'s signature of this message`);
  });
});

describe('cosmosChain requests (WalletConnect relay)', () => {
  it('default: a message is signed with cosmos_signAmino of its ADR-36 doc', () => {
    const named = cosmosChain.requests.signMessageWithNamedParams!(ALICE.address, MESSAGE);
    expect(named).toEqual({
      method: 'cosmos_signAmino',
      params: { signerAddress: ALICE.address, signDoc: makeAdr36SignDoc(ALICE.address, MESSAGE) },
    });
    expect(cosmosChain.requests.signMessage(ALICE.address, MESSAGE)).toEqual({
      method: 'cosmos_signAmino',
      params: [named.params],
    });
    expect(cosmosChain.pairing?.methods).toEqual([
      'cosmos_getAccounts',
      'cosmos_signDirect',
      'cosmos_signAmino',
    ]);
  });

  it('default: the answer’s StdSignature becomes the signature string, which verifies', async () => {
    const std = signAdr36(ALICE.privateKey, ALICE.address, MESSAGE);
    const answer = { signature: std, signed: makeAdr36SignDoc(ALICE.address, MESSAGE) };
    const signature = cosmosChain.requests.signatureOf!(answer);
    expect(signature).toBe(JSON.stringify(std));
    expect(cosmosChain.requests.isSignature(signature)).toBe(true);
    await expect(
      verifyCosmosSignature({
        message: MESSAGE,
        signature: signature as string,
        address: ALICE.address,
      }),
    ).resolves.toBeUndefined();
    // Not a signature: passed on as it is, for isSignature to refuse.
    expect(cosmosChain.requests.signatureOf!({ signature: 'x' })).toBe('x');
  });

  it('default: a transaction hash is 64 hex (CometBFT writes it upper case)', () => {
    const hash = Buffer.from(sha256(new Uint8Array([1]))).toString('hex');
    expect(cosmosChain.requests.isTransactionHash(hash.toUpperCase())).toBe(true);
    expect(cosmosChain.requests.isTransactionHash(hash)).toBe(true);
    expect(cosmosChain.requests.isTransactionHash(`0x${hash}`)).toBe(false);
    expect(cosmosChain.requests.isTransactionHash(hash.slice(2))).toBe(false);
    expect(cosmosChain.requests.sendTransaction).toBeUndefined();
  });
});
