/** @jest-environment node */
import { BitcoinPsbtMismatchError } from '../../../adapters/bitcoin/BitcoinPsbtMismatchError';
import { buildTransferPsbt } from '../../../adapters/bitcoin/buildTransferPsbt';
import type { Utxo } from '../../../adapters/bitcoin/createEsploraClient';
import { finalizeSignedPsbt } from '../../../adapters/bitcoin/finalizeSignedPsbt';
import type { PorticoError } from '../../../src/adapter/PorticoError';
import {
  DEV_ACCOUNTS,
  REGTEST,
  bitcoin,
  bytesToHex,
  ecdsaSigner,
  publicKeyOf,
  taprootSigner,
  xOnlyOf,
} from './bitcoinTestKeys';

const [DEV0, DEV1] = DEV_ACCOUNTS;
const script = (address: string) => bitcoin.address.toOutputScript(address, REGTEST);
const UTXOS: Utxo[] = [
  { txid: 'aa'.repeat(32), vout: 1, value: 50_000n, confirmed: true },
  { txid: 'bb'.repeat(32), vout: 0, value: 30_000n, confirmed: true },
];
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

const paymentSend = (change: bigint | null = 1_234n) =>
  buildTransferPsbt({
    kind: 'regtest',
    from: {
      address: DEV0.paymentAddress,
      publicKey: bytesToHex(publicKeyOf(DEV0.paymentPrivateKey)),
    },
    to: DEV1.paymentAddress,
    amount: 60_000n,
    selection: { inputs: UTXOS, change },
  });
const ordinalsSend = (publicKey?: string) =>
  buildTransferPsbt({
    kind: 'regtest',
    from: { address: DEV0.ordinalsAddress, ...(publicKey ? { publicKey } : {}) },
    to: DEV1.paymentAddress,
    amount: 5_000n,
    selection: {
      inputs: [{ txid: 'cc'.repeat(32), vout: 2, value: 10_000n, confirmed: true }],
      change: 4_000n,
    },
  });
const signed = (base64: string, signer: bitcoin.Signer, finalize = false) => {
  const psbt = bitcoin.Psbt.fromBase64(base64, { network: REGTEST });
  psbt.signAllInputs(signer);
  if (finalize) psbt.finalizeAllInputs();
  return psbt;
};

describe('buildTransferPsbt', () => {
  it('p2wpkh: spends the selection with witnessUtxo, pays the receiver first and the change last', async () => {
    const { psbt, inputsToSign } = await paymentSend();
    const decoded = bitcoin.Psbt.fromBase64(psbt, { network: REGTEST });
    expect(
      decoded.txInputs.map((input) => [
        bytesToHex(Uint8Array.from(input.hash).reverse()),
        input.index,
      ]),
    ).toEqual([
      ['aa'.repeat(32), 1],
      ['bb'.repeat(32), 0],
    ]);
    expect(decoded.txInputs.every((input) => input.sequence === 0xfffffffd)).toBe(true);
    expect(decoded.data.inputs.map((input) => input.witnessUtxo)).toEqual([
      { script: new Uint8Array(script(DEV0.paymentAddress)), value: 50_000n },
      { script: new Uint8Array(script(DEV0.paymentAddress)), value: 30_000n },
    ]);
    expect(decoded.data.inputs.some((input) => input.tapInternalKey)).toBe(false);
    expect(decoded.txOutputs.map(({ address, value }) => [address, value])).toEqual([
      [DEV1.paymentAddress, 60_000n],
      [DEV0.paymentAddress, 1_234n],
    ]);
    expect(inputsToSign).toEqual([{ address: DEV0.paymentAddress, indexes: [0, 1] }]);
  });

  it('has no change output when the selection has none', async () => {
    const decoded = bitcoin.Psbt.fromBase64((await paymentSend(null)).psbt, { network: REGTEST });
    expect(decoded.txOutputs).toHaveLength(1);
  });

  it('p2tr: adds the tapInternalKey, from an x-only or a compressed key, when it is the address’s', async () => {
    const internal = xOnlyOf(DEV0.ordinalsPrivateKey);
    for (const publicKey of [
      bytesToHex(internal),
      bytesToHex(publicKeyOf(DEV0.ordinalsPrivateKey)),
    ]) {
      const decoded = bitcoin.Psbt.fromBase64((await ordinalsSend(publicKey)).psbt, {
        network: REGTEST,
      });
      expect(decoded.data.inputs[0]!.tapInternalKey).toEqual(internal);
      expect(decoded.data.inputs[0]!.witnessUtxo).toEqual({
        script: new Uint8Array(script(DEV0.ordinalsAddress)),
        value: 10_000n,
      });
    }
    // Another account's key, or none: left to the wallet.
    for (const publicKey of [bytesToHex(xOnlyOf(DEV1.ordinalsPrivateKey)), undefined, 'zz']) {
      const decoded = bitcoin.Psbt.fromBase64((await ordinalsSend(publicKey)).psbt, {
        network: REGTEST,
      });
      expect(decoded.data.inputs[0]!.tapInternalKey).toBeUndefined();
    }
  });

  it('refuses a sender it cannot spend from', async () => {
    const p2pkh = bitcoin.payments.p2pkh({
      pubkey: publicKeyOf(DEV0.paymentPrivateKey),
      network: REGTEST,
    }).address!;
    const error = await failure(
      buildTransferPsbt({
        kind: 'regtest',
        from: { address: p2pkh },
        to: DEV1.paymentAddress,
        amount: 1_000n,
        selection: { inputs: UTXOS, change: null },
      }),
    );
    expect(error).toMatchObject({ code: 'UNSUPPORTED_ADDRESS_TYPE' });
    const otherNetwork = await failure(
      buildTransferPsbt({
        kind: 'mainnet',
        from: { address: DEV0.paymentAddress },
        to: DEV1.paymentAddress,
        amount: 1_000n,
        selection: { inputs: UTXOS, change: null },
      }),
    );
    expect(otherNetwork).toMatchObject({ code: 'INVALID_ADDRESS' });
  });
});

describe('finalizeSignedPsbt', () => {
  it('finalises a signed p2wpkh PSBT and extracts the transaction', async () => {
    const { psbt: unsigned } = await paymentSend();
    const hex = await finalizeSignedPsbt({
      signed: signed(unsigned, ecdsaSigner(DEV0.paymentPrivateKey)).toBase64(),
      unsigned,
      kind: 'regtest',
    });
    const tx = bitcoin.Transaction.fromHex(hex);
    expect(tx.ins).toHaveLength(2);
    expect(tx.ins.every((input) => input.witness.length === 2)).toBe(true);
    expect(tx.outs.map((output) => output.value)).toEqual([60_000n, 1_234n]);
  });

  it('takes a PSBT the wallet already finalised, and one in hex', async () => {
    const { psbt: unsigned } = await paymentSend();
    const done = signed(unsigned, ecdsaSigner(DEV0.paymentPrivateKey), true);
    const expected = done.extractTransaction(true).toHex();
    await expect(
      finalizeSignedPsbt({ signed: done.toBase64(), unsigned, kind: 'regtest' }),
    ).resolves.toBe(expected);
    await expect(
      finalizeSignedPsbt({ signed: done.toHex(), unsigned, kind: 'regtest' }),
    ).resolves.toBe(expected);
  });

  it('finalises a taproot key-path spend', async () => {
    const { psbt: unsigned } = await ordinalsSend(bytesToHex(xOnlyOf(DEV0.ordinalsPrivateKey)));
    const hex = await finalizeSignedPsbt({
      signed: signed(unsigned, taprootSigner(DEV0.ordinalsPrivateKey)).toBase64(),
      unsigned,
      kind: 'regtest',
    });
    const [input] = bitcoin.Transaction.fromHex(hex).ins;
    expect(input!.witness).toHaveLength(1);
    expect(input!.witness[0]).toHaveLength(64);
  });

  it('refuses a PSBT whose outputs the wallet changed', async () => {
    const { psbt: unsigned } = await paymentSend();
    // The same spend, paying the receiver's amount to another address.
    const swapped = bitcoin.Psbt.fromBase64(unsigned, { network: REGTEST });
    const tampered = new bitcoin.Psbt({ network: REGTEST });
    swapped.txInputs.forEach((input, index) =>
      tampered.addInput({ ...input, witnessUtxo: swapped.data.inputs[index]!.witnessUtxo! }),
    );
    tampered.addOutput({ address: DEV1.ordinalsAddress, value: 60_000n });
    tampered.addOutput({ address: DEV0.paymentAddress, value: 1_234n });
    tampered.signAllInputs(ecdsaSigner(DEV0.paymentPrivateKey));
    const error = await failure(
      finalizeSignedPsbt({ signed: tampered.toBase64(), unsigned, kind: 'regtest' }),
    );
    expect(error).toBeInstanceOf(BitcoinPsbtMismatchError);
    expect(error).toMatchObject({
      code: 'PSBT_MISMATCH',
      shortMessage: 'The wallet changed the transaction it was asked to sign',
    });
    expect((error as PorticoError).details).toMatch(/^output 0 pays 60000 sats to script 5120/);

    // The outputs in the other order.
    const reordered = new bitcoin.Psbt({ network: REGTEST });
    swapped.txInputs.forEach((input, index) =>
      reordered.addInput({ ...input, witnessUtxo: swapped.data.inputs[index]!.witnessUtxo! }),
    );
    reordered.addOutput({ address: DEV0.paymentAddress, value: 1_234n });
    reordered.addOutput({ address: DEV1.paymentAddress, value: 60_000n });
    await expect(
      finalizeSignedPsbt({ signed: reordered.toBase64(), unsigned, kind: 'regtest' }),
    ).rejects.toBeInstanceOf(BitcoinPsbtMismatchError);
  });

  it('refuses an unsigned PSBT, and what is not a PSBT', async () => {
    const { psbt: unsigned } = await paymentSend();
    await expect(
      finalizeSignedPsbt({ signed: unsigned, unsigned, kind: 'regtest' }),
    ).rejects.toMatchObject({
      code: 'PSBT_NOT_SIGNED',
    });
    await expect(
      finalizeSignedPsbt({ signed: 'bm90IGEgcHNidA==', unsigned, kind: 'regtest' }),
    ).rejects.toMatchObject({
      code: 'INVALID_PSBT',
    });
  });
});
