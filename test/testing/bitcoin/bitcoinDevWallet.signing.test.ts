/** @jest-environment node */
/**
 * The Bitcoin dev wallet's signatures, each checked here independently of how the wallet makes
 * them: BIP-322 "simple" (the sighash of the virtual to_sign recomputed with bitcoinjs-lib,
 * the signature verified with noble), legacy BIP-137 (by public-key recovery), and PSBTs
 * (validated with bitcoinjs-lib, finalised, extracted). Node environment: bitcoinjs-lib's
 * Uint8Array checks need one realm.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import type { WalletAccount } from '@wallet-standard/base';
import * as bitcoin from 'bitcoinjs-lib';
import { createHash } from 'node:crypto';
import { BITCOIN_DEV_ADDRESSES } from '../../../src/testing/bitcoin/bitcoinDevAccounts';
import { createBitcoinDevWallet } from '../../../src/testing/bitcoin/createBitcoinDevWallet';
import { devEcc } from '../../../src/testing/bitcoin/devEcc';
import { bip322MessageHash, bip322ToSpendTxid } from '../../../src/testing/bitcoin/signBip322';
import type {
  BitcoinAddressPurpose,
  BitcoinDevWallet,
  BitcoinDevWalletOptions,
  BitcoinInputToSign,
} from '../../../src/testing/bitcoin/types';

const [FIRST, SECOND] = BITCOIN_DEV_ADDRESSES as unknown as [
  { payment: string; ordinals: string },
  { payment: string; ordinals: string },
];
const REGTEST = bitcoin.networks.regtest;
const { Transaction } = bitcoin;
const text = (message: string) => new TextEncoder().encode(message);
const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

beforeAll(() => bitcoin.initEccLib(devEcc));

async function connected(
  options: BitcoinDevWalletOptions = {},
  purposes: BitcoinAddressPurpose[] = ['payment', 'ordinals'],
) {
  const wallet = createBitcoinDevWallet({ storage: null, ...options });
  const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes });
  const [payment, ordinals] = accounts as [WalletAccount, WalletAccount];
  return { wallet, payment, ordinals };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { code: number; message: string },
  );

/** A witness stack as BIP-322 "simple" serializes it. */
function parseWitness(bytes: Uint8Array): Uint8Array[] {
  const items: Uint8Array[] = [];
  let at = 1;
  for (let count = bytes[0]!; count > 0; count -= 1) {
    const length = bytes[at]!;
    items.push(bytes.subarray(at + 1, at + 1 + length));
    at += 1 + length;
  }
  expect(at).toBe(bytes.length);
  return items;
}

/** BIP-322's to_sign for `message` and the signer's output script, built with bitcoinjs-lib. */
function toSign(message: Uint8Array, script: Uint8Array) {
  const tag = sha256(text('BIP0322-signed-message'));
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    bitcoin.script.compile([bitcoin.opcodes.OP_0!, sha256(tag, tag, message)]),
  );
  toSpend.addOutput(script, 0n);
  const spending = new Transaction();
  spending.version = 0;
  spending.addInput(toSpend.getHash(), 0, 0);
  spending.addOutput(bitcoin.script.compile([bitcoin.opcodes.OP_RETURN!]), 0n);
  return { toSpend, spending };
}

const scriptOf = (address: string) => bitcoin.address.toOutputScript(address, REGTEST);

describe('Bitcoin dev wallet: signMessage, BIP-322 simple', () => {
  test("the message hash and to_spend are BIP-322's (its test vectors)", () => {
    expect(bytesToHex(bip322MessageHash(text('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    );
    expect(bytesToHex(bip322MessageHash(text('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    );
    const script = bitcoin.address.toOutputScript('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l');
    const txid = (message: string) =>
      bytesToHex(bip322ToSpendTxid(text(message), script).reverse());
    expect(txid('')).toBe('c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7');
    expect(txid('Hello World')).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    );
    expect(txid('Hello World')).toBe(toSign(text('Hello World'), script).toSpend.getId());
  });

  test('p2wpkh: [DER signature + SIGHASH_ALL, public key] over the BIP143 sighash of to_sign', async () => {
    const { wallet, payment } = await connected();
    const message = text('Sign in to Portico: nonce 42');
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: payment,
      message,
    });
    expect(output?.signedMessage).toEqual(message);
    const [signature, publicKey, ...rest] = parseWitness(output!.signature);
    expect(rest).toEqual([]);
    expect(publicKey).toEqual(payment.publicKey);
    const decoded = bitcoin.script.signature.decode(signature!);
    expect(decoded.hashType).toBe(Transaction.SIGHASH_ALL);
    const script = scriptOf(FIRST.payment);
    const scriptCode = bitcoin.payments.p2pkh({ hash: script.subarray(2) }).output!;
    const hash = toSign(message, script).spending.hashForWitnessV0(
      0,
      scriptCode,
      0n,
      Transaction.SIGHASH_ALL,
    );
    expect(secp256k1.verify(decoded.signature, hash, publicKey!)).toBe(true);
    expect(wallet.controls.calls).toEqual(['bitcoin:connect', 'bitcoin:signMessage']);
  });

  test('p2tr: [64-byte Schnorr signature] by the tweaked key over the BIP341 sighash', async () => {
    const { wallet, ordinals } = await connected();
    const message = text('');
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: ordinals,
      message,
    });
    const [signature, ...rest] = parseWitness(output!.signature);
    expect(rest).toEqual([]);
    expect(signature).toHaveLength(64);
    const script = scriptOf(FIRST.ordinals);
    const hash = toSign(message, script).spending.hashForWitnessV1(
      0,
      [script],
      [0n],
      Transaction.SIGHASH_DEFAULT,
    );
    expect(schnorr.verify(signature!, hash, script.subarray(2))).toBe(true);
    // The account shows the untweaked internal key; the output key is its BIP86 tweak.
    expect(ordinals.publicKey).not.toEqual(script.subarray(2));
  });

  test('several messages in one prompt, each by its account, after a switchAccount', async () => {
    const { wallet } = await connected();
    wallet.controls.switchAccount(1);
    const [payment, ordinals] = wallet.accounts as [WalletAccount, WalletAccount];
    expect(payment.address).toBe(SECOND.payment);
    const message = text('x'.repeat(300));
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: payment, message },
      { account: ordinals, message },
    );
    const [p2wpkh] = parseWitness(outputs[0]!.signature);
    const paymentScript = scriptOf(SECOND.payment);
    const { spending } = toSign(message, paymentScript);
    const scriptCode = bitcoin.payments.p2pkh({ hash: paymentScript.subarray(2) }).output!;
    expect(
      secp256k1.verify(
        bitcoin.script.signature.decode(p2wpkh!).signature,
        spending.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL),
        Uint8Array.from(payment.publicKey),
      ),
    ).toBe(true);
    const ordinalsScript = scriptOf(SECOND.ordinals);
    const [p2tr] = parseWitness(outputs[1]!.signature);
    expect(
      schnorr.verify(
        p2tr!,
        toSign(message, ordinalsScript).spending.hashForWitnessV1(0, [ordinalsScript], [0n], 0),
        ordinalsScript.subarray(2),
      ),
    ).toBe(true);
  });
});

describe('Bitcoin dev wallet: signMessage, legacy (BIP-137)', () => {
  /** Bitcoin Core's signmessage hash, computed here. */
  const legacyHash = (message: Uint8Array) => {
    const magic = text('\u0018Bitcoin Signed Message:\n');
    const length =
      message.length < 0xfd
        ? Uint8Array.of(message.length)
        : Uint8Array.of(0xfd, message.length & 0xff, message.length >> 8);
    return sha256(sha256(magic, length, message));
  };

  test.each([['Hello World'], ['y'.repeat(400)]])(
    'p2wpkh %#: 65 bytes, header 39-42, the payment key recovers',
    async (content) => {
      const { wallet, payment } = await connected({ script: { messageSignature: 'legacy' } });
      const message = text(content);
      const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
        account: payment,
        message,
      });
      const signature = output!.signature;
      expect(signature).toHaveLength(65);
      const header = signature[0]!;
      expect(header).toBeGreaterThanOrEqual(39);
      expect(header).toBeLessThanOrEqual(42);
      const recovered = secp256k1.Signature.fromCompact(signature.subarray(1))
        .addRecoveryBit(header - 39)
        .recoverPublicKey(legacyHash(message))
        .toBytes(true);
      expect(recovered).toEqual(payment.publicKey);
    },
  );

  test('a taproot address has no legacy signature: -32602, before any prompt', async () => {
    const { wallet, ordinals, payment } = await connected({
      script: { messageSignature: 'legacy' },
    });
    wallet.controls.delayMs = 10_000;
    const started = Date.now();
    expect(
      await failureOf(
        wallet.features['bitcoin:signMessage'].signMessage(
          { account: payment, message: text('a') },
          { account: ordinals, message: text('a') },
        ),
      ),
    ).toMatchObject({ code: -32602 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('Bitcoin dev wallet: signMessage refusals', () => {
  test('reject: 4001; next() rejects the next request only', async () => {
    const { wallet, payment } = await connected();
    const sign = () =>
      wallet.features['bitcoin:signMessage'].signMessage({ account: payment, message: text('m') });
    wallet.controls.next('bitcoin:signMessage', 'reject');
    expect(await failureOf(sign())).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    await expect(sign()).resolves.toHaveLength(1);
    wallet.controls.reject();
    expect(await failureOf(sign())).toMatchObject({ code: 4001 });
  });

  test('an address the site may not see is 4100: not granted, another account, locked, disconnected', async () => {
    const { wallet, payment } = await connected({}, ['payment']);
    const sign = (account: WalletAccount) =>
      wallet.features['bitcoin:signMessage'].signMessage({ account, message: text('m') });
    const other = { ...payment, address: FIRST.ordinals };
    expect(await failureOf(sign(other))).toMatchObject({ code: 4100 });
    expect(await failureOf(sign({ ...payment, address: SECOND.payment }))).toMatchObject({
      code: 4100,
    });
    wallet.controls.lock();
    expect(await failureOf(sign(payment))).toMatchObject({ code: 4100 });
    wallet.controls.unlock();
    await expect(sign(payment)).resolves.toHaveLength(1);
    wallet.controls.disconnect();
    expect(await failureOf(sign(payment))).toMatchObject({ code: 4100 });
  });

  test('a message that is not bytes is -32602', async () => {
    const { wallet, payment } = await connected();
    expect(
      await failureOf(
        wallet.features['bitcoin:signMessage'].signMessage({
          account: payment,
          message: 'text' as never,
        }),
      ),
    ).toMatchObject({ code: -32602 });
  });
});

describe('Bitcoin dev wallet: signTransaction', () => {
  const FAKE_TXID = 'aa'.repeat(32);
  const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
    pubkey.length === 32
      ? schnorr.verify(signature, hash, pubkey)
      : secp256k1.verify(signature, hash, pubkey);

  /** Spends a fake UTXO of the payment address (input 0) and one of the ordinals address (1). */
  function spendBoth({ tapInternalKey }: { tapInternalKey?: Uint8Array } = {}) {
    const psbt = new bitcoin.Psbt({ network: REGTEST });
    psbt.addInput({
      hash: FAKE_TXID,
      index: 0,
      witnessUtxo: { script: scriptOf(FIRST.payment), value: 50_000n },
    });
    psbt.addInput({
      hash: FAKE_TXID,
      index: 1,
      witnessUtxo: { script: scriptOf(FIRST.ordinals), value: 10_000n },
      ...(tapInternalKey && { tapInternalKey }),
    });
    psbt.addOutput({ address: SECOND.payment, value: 59_000n });
    return psbt.toBuffer();
  }

  const sign = (
    wallet: BitcoinDevWallet,
    psbt: Uint8Array,
    inputsToSign: BitcoinInputToSign[],
    chain = 'bitcoin:regtest' as const,
  ) =>
    wallet.features['bitcoin:signTransaction']
      .signTransaction({ psbt, chain, inputsToSign })
      .then(([output]) => bitcoin.Psbt.fromBuffer(output!.signedPsbt, { network: REGTEST }));

  test('signs a p2wpkh and a p2tr input (tapInternalKey added), not finalised; they finalise', async () => {
    const { wallet, payment, ordinals } = await connected();
    const signed = await sign(wallet, spendBoth(), [
      { account: payment, signingIndexes: [0] },
      { account: ordinals, signingIndexes: [1] },
    ]);
    const [p2wpkh, p2tr] = signed.data.inputs;
    expect(p2wpkh?.partialSig?.[0]?.pubkey).toEqual(payment.publicKey);
    expect(p2wpkh?.finalScriptWitness).toBeUndefined();
    const tapKeySig = p2tr?.tapKeySig;
    expect(tapKeySig).toHaveLength(64);
    expect(p2tr?.tapInternalKey).toEqual(ordinals.publicKey);
    expect(p2tr?.finalScriptWitness).toBeUndefined();
    expect(signed.validateSignaturesOfAllInputs(validator)).toBe(true);
    signed.finalizeAllInputs();
    const tx = signed.extractTransaction();
    expect(tx.ins[0]?.witness).toHaveLength(2);
    expect(tx.ins[1]?.witness).toEqual([tapKeySig]);
    expect(wallet.controls.calls).toEqual(['bitcoin:connect', 'bitcoin:signTransaction']);
  });

  test('one account at a time, with the tapInternalKey given, several PSBTs in one prompt', async () => {
    const { wallet, payment, ordinals } = await connected();
    const outputs = await wallet.features['bitcoin:signTransaction'].signTransaction(
      {
        psbt: spendBoth(),
        chain: 'bitcoin:regtest',
        inputsToSign: [{ account: payment, signingIndexes: [0] }],
      },
      {
        psbt: spendBoth({ tapInternalKey: Uint8Array.from(ordinals.publicKey) }),
        chain: 'bitcoin:regtest',
        inputsToSign: [{ account: ordinals, signingIndexes: [1] }],
      },
    );
    const [first, second] = outputs.map(({ signedPsbt }) => bitcoin.Psbt.fromBuffer(signedPsbt));
    expect(first?.data.inputs[0]?.partialSig).toHaveLength(1);
    expect(first?.data.inputs[1]?.tapKeySig).toBeUndefined();
    expect(first?.validateSignaturesOfInput(0, validator)).toBe(true);
    expect(second?.data.inputs[0]?.partialSig).toBeUndefined();
    expect(second?.validateSignaturesOfInput(1, validator)).toBe(true);
  });

  test('a p2wpkh input described by its nonWitnessUtxo (the whole previous transaction)', async () => {
    const { wallet, payment } = await connected();
    const previous = new Transaction();
    previous.addInput(new Uint8Array(32).fill(7), 0);
    previous.addOutput(scriptOf(SECOND.ordinals), 1_000n);
    previous.addOutput(scriptOf(FIRST.payment), 70_000n);
    const psbt = new bitcoin.Psbt({ network: REGTEST });
    psbt.addInput({ hash: previous.getId(), index: 1, nonWitnessUtxo: previous.toBuffer() });
    psbt.addOutput({ address: SECOND.payment, value: 69_000n });
    const signed = await sign(wallet, psbt.toBuffer(), [{ account: payment, signingIndexes: [0] }]);
    expect(signed.validateSignaturesOfAllInputs(validator)).toBe(true);
    signed.finalizeAllInputs();
    expect(signed.extractTransaction().ins[0]?.witness).toHaveLength(2);

    const wrongVout = new bitcoin.Psbt({ network: REGTEST });
    wrongVout.addInput({ hash: previous.getId(), index: 0, nonWitnessUtxo: previous.toBuffer() });
    wrongVout.addOutput({ address: SECOND.payment, value: 500n });
    expect(
      await failureOf(
        sign(wallet, wrongVout.toBuffer(), [{ account: payment, signingIndexes: [0] }]),
      ),
    ).toMatchObject({ code: -32602 });
  });

  test('sigHash: ALL|ANYONECANPAY on p2wpkh, ALL on p2tr (a 65-byte key-path signature)', async () => {
    const { wallet, payment, ordinals } = await connected();
    const signed = await sign(wallet, spendBoth(), [
      { account: payment, signingIndexes: [0], sigHash: 0x81 },
      { account: ordinals, signingIndexes: [1], sigHash: Transaction.SIGHASH_ALL },
    ]);
    const [p2wpkh, p2tr] = signed.data.inputs;
    expect(p2wpkh?.sighashType).toBe(0x81);
    expect(bitcoin.script.signature.decode(p2wpkh!.partialSig![0]!.signature).hashType).toBe(0x81);
    expect(p2tr?.tapKeySig).toHaveLength(65);
    expect(p2tr?.tapKeySig?.[64]).toBe(Transaction.SIGHASH_ALL);
    expect(signed.validateSignaturesOfAllInputs(validator)).toBe(true);
    signed.finalizeAllInputs();
  });

  test('an account the site may not see is 4100; a chain the wallet does not serve -32602', async () => {
    const { wallet, payment } = await connected({}, ['payment']);
    const notGranted = { ...payment, address: FIRST.ordinals };
    expect(
      await failureOf(sign(wallet, spendBoth(), [{ account: notGranted, signingIndexes: [1] }])),
    ).toMatchObject({ code: 4100 });
    const otherAccount = { ...payment, address: SECOND.payment };
    expect(
      await failureOf(sign(wallet, spendBoth(), [{ account: otherAccount, signingIndexes: [0] }])),
    ).toMatchObject({ code: 4100 });
    expect(
      await failureOf(
        sign(
          wallet,
          spendBoth(),
          [{ account: payment, signingIndexes: [0] }],
          'bitcoin:mainnet' as never,
        ),
      ),
    ).toMatchObject({ code: -32602 });
    wallet.controls.lock();
    expect(
      await failureOf(sign(wallet, spendBoth(), [{ account: payment, signingIndexes: [0] }])),
    ).toMatchObject({ code: 4100 });
  });

  test('inputs it cannot sign are -32602: out of range, not its address, twice, bad PSBT', async () => {
    const { wallet, payment, ordinals } = await connected();
    const refused = async (psbt: Uint8Array, inputsToSign: BitcoinInputToSign[]) =>
      expect(await failureOf(sign(wallet, psbt, inputsToSign))).toMatchObject({ code: -32602 });
    await refused(spendBoth(), [{ account: payment, signingIndexes: [2] }]);
    await refused(spendBoth(), [{ account: payment, signingIndexes: [1] }]);
    await refused(spendBoth(), [{ account: ordinals, signingIndexes: [0] }]);
    await refused(spendBoth(), [
      { account: payment, signingIndexes: [0] },
      { account: payment, signingIndexes: [0] },
    ]);
    await refused(spendBoth({ tapInternalKey: payment.publicKey.subarray(1) }), [
      { account: ordinals, signingIndexes: [1] },
    ]);
    await refused(spendBoth(), [{ account: ordinals, signingIndexes: [1], sigHash: 0x04 }]);
    await refused(spendBoth(), [{ account: payment, signingIndexes: [0], sigHash: 0x00 }]);
    await refused(Uint8Array.of(1, 2, 3), [{ account: payment, signingIndexes: [0] }]);
    await refused(spendBoth(), []);
  });

  test('reject: 4001 after the checks; next() applies to the next request only', async () => {
    const { wallet, payment } = await connected();
    const request = () => sign(wallet, spendBoth(), [{ account: payment, signingIndexes: [0] }]);
    wallet.controls.next('bitcoin:signTransaction', 'reject');
    expect(await failureOf(request())).toMatchObject({ code: 4001 });
    await expect(request()).resolves.toBeDefined();
    wallet.controls.next('bitcoin:signTransaction', { code: -32603, message: 'Wallet crashed' });
    expect(await failureOf(request())).toMatchObject({ code: -32603, message: 'Wallet crashed' });
    await expect(request()).resolves.toBeDefined();
  });
});
