/** @jest-environment node */
/**
 * The Bitcoin dev wallet against the regtest stand-in (test/stack/bitcoin/cli.mjs, which
 * decodes each broadcast and verifies every input's witness signature): dev account 0 spends
 * a payment UTXO (p2wpkh) and its ordinals UTXO (p2tr key path) in one PSBT the wallet signs;
 * the app finalises and broadcasts it, and the balances move.
 */
import type { WalletAccount } from '@wallet-standard/base';
import * as bitcoin from 'bitcoinjs-lib';
import { join } from 'node:path';
import {
  BITCOIN_DEV_ADDRESSES,
  BITCOIN_LOCAL_CAIP_NETWORK_ID,
} from '../../../src/testing/bitcoin/bitcoinDevAccounts';
import { createBitcoinDevWallet } from '../../../src/testing/bitcoin/createBitcoinDevWallet';
import { devEcc } from '../../../src/testing/bitcoin/devEcc';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';

const CLI = join(__dirname, '../../stack/bitcoin/cli.mjs');
const [FIRST, SECOND] = BITCOIN_DEV_ADDRESSES as unknown as [
  { payment: string; ordinals: string },
  { payment: string; ordinals: string },
];
const REGTEST = bitcoin.networks.regtest;
const SENT = 100_000;
const FEE = 2_000;

type StandIn = { url: string; controlUrl: string; caipNetworkId: string };
interface Utxo {
  txid: string;
  vout: number;
  value: number;
}
let standIn: { ready: StandIn; stop(): Promise<void> };

beforeAll(async () => {
  bitcoin.initEccLib(devEcc); // the app's own: it builds taproot scripts before the wallet loads
  standIn = await startServiceProcess<StandIn>(CLI, ['--port', '0']);
});
afterAll(() => standIn?.stop());
beforeEach(() => callControl(`${standIn.ready.controlUrl}/reset`, {}));

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${standIn.ready.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const utxosOf = (address: string) => get<Utxo[]>(`/address/${address}/utxo`);
const fundedSum = async (address: string) =>
  (await get<{ chain_stats: { funded_txo_sum: number } }>(`/address/${address}`)).chain_stats
    .funded_txo_sum;
const broadcast = (hex: string) =>
  fetch(`${standIn.ready.url}/tx`, { method: 'POST', body: hex }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }));

/** Account 0's first payment UTXO and its ordinals UTXO: 100,000 sats to account 1, change back. */
async function buildSpend(): Promise<{ psbt: Uint8Array; spent: Utxo[] }> {
  const [payment] = await utxosOf(FIRST.payment);
  const [ordinals] = await utxosOf(FIRST.ordinals);
  if (!payment || !ordinals) throw new Error('the dev start state has no UTXOs for account 0');
  const psbt = new bitcoin.Psbt({ network: REGTEST });
  for (const [utxo, address] of [
    [payment, FIRST.payment],
    [ordinals, FIRST.ordinals],
  ] as const)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: {
        script: bitcoin.address.toOutputScript(address, REGTEST),
        value: BigInt(utxo.value),
      },
    });
  psbt.addOutput({ address: SECOND.payment, value: BigInt(SENT) });
  psbt.addOutput({ address: FIRST.ordinals, value: BigInt(ordinals.value) });
  psbt.addOutput({ address: FIRST.payment, value: BigInt(payment.value - SENT - FEE) });
  return { psbt: psbt.toBuffer(), spent: [payment, ordinals] };
}

async function signWithWallet(psbt: Uint8Array) {
  const wallet = createBitcoinDevWallet({ storage: null });
  const { accounts } = await wallet.features['bitcoin:connect'].connect({
    purposes: ['payment', 'ordinals'],
  });
  const [payment, ordinals] = accounts as [WalletAccount, WalletAccount];
  const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
    psbt,
    chain: 'bitcoin:regtest',
    inputsToSign: [
      { account: payment, signingIndexes: [0] },
      { account: ordinals, signingIndexes: [1] },
    ],
  });
  const signed = bitcoin.Psbt.fromBuffer(output!.signedPsbt, { network: REGTEST });
  signed.finalizeAllInputs();
  return signed.extractTransaction();
}

describe('Bitcoin dev wallet on the regtest stand-in', () => {
  test("the stand-in is the wallet's chain", () => {
    expect(standIn.ready.caipNetworkId).toBe(BITCOIN_LOCAL_CAIP_NETWORK_ID);
  });

  test('a p2wpkh + p2tr spend signed by the wallet is accepted and moves the balances', async () => {
    const before = await fundedSum(SECOND.payment);
    const { psbt, spent } = await buildSpend();
    const tx = await signWithWallet(psbt);

    const answer = await broadcast(tx.toHex());
    expect(answer).toEqual({ status: 200, body: tx.getId() });
    expect(await get(`/tx/${tx.getId()}/status`)).toMatchObject({ confirmed: true });
    expect(await fundedSum(SECOND.payment)).toBe(before + SENT);
    const paymentUtxos = await utxosOf(FIRST.payment);
    expect(
      paymentUtxos.some((utxo) => utxo.txid === spent[0]!.txid && utxo.vout === spent[0]!.vout),
    ).toBe(false);
    expect(paymentUtxos).toContainEqual(
      expect.objectContaining({ txid: tx.getId(), vout: 2, value: spent[0]!.value - SENT - FEE }),
    );
    expect(await utxosOf(FIRST.ordinals)).toEqual([
      expect.objectContaining({ txid: tx.getId(), vout: 1, value: spent[1]!.value }),
    ]);
  });

  test('the stand-in really checks the signatures: a tampered output is refused', async () => {
    const { psbt } = await buildSpend();
    const tx = await signWithWallet(psbt);
    tx.outs[0]!.value += 1n;
    const answer = await broadcast(tx.toHex());
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('mandatory-script-verify-flag-failed');
  });
});
