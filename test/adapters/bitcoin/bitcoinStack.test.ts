/** @jest-environment node */
/**
 * The bitcoin adapter's chain side against the local regtest chain (test/stack/bitcoin/cli.mjs,
 * an Esplora stand-in that checks every broadcast as bitcoind would): reads, a planned send
 * signed here with the dev keys as a wallet would, broadcast and confirmed, and the typed
 * errors of refusals and faults.
 */
import { join } from 'node:path';
import { BitcoinBroadcastError } from '../../../adapters/bitcoin/BitcoinBroadcastError';
import {
  createEsploraClient,
  type EsploraClient,
} from '../../../adapters/bitcoin/createEsploraClient';
import { feeRatesFrom } from '../../../adapters/bitcoin/feeRates';
import { finalizeSignedPsbt } from '../../../adapters/bitcoin/finalizeSignedPsbt';
import {
  estimateBitcoinSendCost,
  planBitcoinTransfer,
  type BitcoinTransferRequest,
} from '../../../adapters/bitcoin/planBitcoinTransfer';
import { waitForBitcoinTransaction } from '../../support/waitForBitcoinTransaction';
import {
  HttpRequestError,
  RpcParseError,
  RpcTimeoutError,
} from '../../../src/adapter/rpc/rpcErrors';
import { callControl } from '../../stack/callControl';
import { startServiceProcess } from '../../support/startServiceProcess';
import {
  DEV_ACCOUNTS,
  REGTEST,
  bitcoin,
  bytesToHex,
  ecdsaSigner,
  taprootSigner,
  xOnlyOf,
} from './bitcoinTestKeys';

const CLI = join(__dirname, '../../stack/bitcoin/cli.mjs');
const [DEV0, DEV1] = DEV_ACCOUNTS;

type StandIn = { url: string; controlUrl: string; caipNetworkId: string };
let standIn: { ready: StandIn; stop(): Promise<void> };
let esplora: EsploraClient;

beforeAll(async () => {
  standIn = await startServiceProcess<StandIn>(CLI, ['--port', '0']);
  esplora = createEsploraClient(standIn.ready.url);
});
afterAll(() => standIn?.stop());
beforeEach(() => callControl(`${standIn.ready.controlUrl}/reset`, {}));

const fault = (route: string, kind: 'status' | 'malformed' | 'hang') =>
  callControl(`${standIn.ready.controlUrl}/fault`, { route, kind });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
const payment = (
  value: bigint,
  speed: BitcoinTransferRequest['speed'] = 'medium',
): BitcoinTransferRequest => ({
  esplora,
  kind: 'regtest',
  from: { address: DEV0.paymentAddress },
  to: DEV1.paymentAddress,
  value,
  speed,
});

/** What a wallet does with a plan: sign every input it is asked to, and answer the PSBT. */
function walletSigns(psbtBase64: string, signer: bitcoin.Signer): string {
  const psbt = bitcoin.Psbt.fromBase64(psbtBase64, { network: REGTEST });
  psbt.signAllInputs(signer);
  return psbt.toBase64();
}

async function send(plan: { psbt: string }, signer = ecdsaSigner(DEV0.paymentPrivateKey)) {
  const hex = await finalizeSignedPsbt({
    signed: walletSigns(plan.psbt, signer),
    unsigned: plan.psbt,
    kind: 'regtest',
  });
  return { hex, txid: await esplora.broadcast(hex) };
}

describe('reads', () => {
  it('a dev payment address holds 0.85 BTC in three confirmed UTXOs', async () => {
    await expect(esplora.getAddressBalance(DEV0.paymentAddress)).resolves.toEqual({
      confirmed: 85_000_000n,
      unconfirmed: 0n,
    });
    const utxos = await esplora.getUtxos(DEV0.paymentAddress);
    expect(utxos.map((utxo) => utxo.value)).toEqual([50_000_000n, 25_000_000n, 10_000_000n]);
    expect(utxos.every((utxo) => utxo.confirmed && /^[0-9a-f]{64}$/.test(utxo.txid))).toBe(true);
  });

  it('fee estimates: sat/vB by target, 21 / 6 / 2 for high / medium / low', async () => {
    const estimates = await esplora.getFeeEstimates();
    expect(estimates).toMatchObject({ '1': 20.5, '6': 5.1, '144': 1.5 });
    expect(feeRatesFrom(estimates)).toEqual({ high: 21, medium: 6, low: 2 });
  });

  it('an unknown transaction is not confirmed yet; its hex is 404', async () => {
    await expect(esplora.getTxStatus('00'.repeat(32))).resolves.toEqual({ confirmed: false });
    await expect(esplora.getTxHex('00'.repeat(32))).rejects.toMatchObject({ status: 404 });
  });
});

describe('a send planned, signed, broadcast and confirmed', () => {
  it('0.001 BTC from dev account 0 to account 1, change back to 0', async () => {
    const plan = await planBitcoinTransfer(payment(100_000n));
    // One 0.5 BTC input, receiver and change outputs: 10.5 + 68 + 31 + 31 vB at 6 sat/vB.
    expect(plan).toMatchObject({ feeRate: 6, vsize: 141, fee: 846n });
    expect(plan.inputsToSign).toEqual([{ address: DEV0.paymentAddress, indexes: [0] }]);
    await expect(estimateBitcoinSendCost(payment(100_000n))).resolves.toEqual({
      fee: 846n,
      feeRate: 6,
      vsize: 141,
      speeds: { low: 2, medium: 6, high: 21 },
    });

    const { hex, txid } = await send(plan);
    expect(txid).toBe(bitcoin.Transaction.fromHex(hex).getId());
    await expect(
      waitForBitcoinTransaction(esplora, txid, { pollMs: 50, timeoutMs: 5_000 }),
    ).resolves.toBeUndefined();
    await expect(esplora.getTxStatus(txid)).resolves.toEqual({ confirmed: true, blockHeight: 2 });
    await expect(esplora.getTxHex(txid)).resolves.toBe(hex);
    expect((await esplora.getAddressBalance(DEV1.paymentAddress)).confirmed).toBe(85_100_000n);
    expect((await esplora.getAddressBalance(DEV0.paymentAddress)).confirmed).toBe(
      85_000_000n - 100_000n - 846n,
    );
  });

  it('"Max": the balance less the fee of spending everything, sent with no change', async () => {
    const cost = await estimateBitcoinSendCost({ ...payment(0n), to: DEV0.paymentAddress });
    // Three inputs, one output: 10.5 + 3 × 68 + 31 = 245.5 → 246 vB at 6 sat/vB.
    expect(cost).toMatchObject({ vsize: 246, fee: 1_476n });
    const plan = await planBitcoinTransfer(payment(85_000_000n - cost.fee));
    expect(plan.fee).toBe(1_476n);
    await send(plan);
    await expect(esplora.getUtxos(DEV0.paymentAddress)).resolves.toEqual([]);
    expect((await esplora.getAddressBalance(DEV1.paymentAddress)).confirmed).toBe(
      85_000_000n + 85_000_000n - 1_476n,
    );
  });

  it('from the taproot (ordinals) address, key path', async () => {
    const plan = await planBitcoinTransfer({
      ...payment(5_000n, 'high'),
      from: {
        address: DEV0.ordinalsAddress,
        publicKey: bytesToHex(xOnlyOf(DEV0.ordinalsPrivateKey)),
      },
    });
    // 10.5 + 57.5 + 31 + 43 = 142 vB at 21 sat/vB.
    expect(plan).toMatchObject({ feeRate: 21, vsize: 142, fee: 2_982n });
    const { txid } = await send(plan, taprootSigner(DEV0.ordinalsPrivateKey));
    await waitForBitcoinTransaction(esplora, txid, { pollMs: 50 });
    const [change] = await esplora.getUtxos(DEV0.ordinalsAddress);
    expect(change?.value).toBe(10_000n - 5_000n - 2_982n);
  });

  it('typed refusals before the wallet is asked: dust and insufficient funds', async () => {
    await expect(planBitcoinTransfer(payment(293n))).rejects.toMatchObject({
      code: 'AMOUNT_BELOW_DUST',
    });
    await expect(planBitcoinTransfer(payment(85_000_000n))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      available: 85_000_000n,
      needed: 85_001_476n,
    });
    await expect(
      planBitcoinTransfer({ ...payment(1_000n), to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
    ).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    });
  });
});

describe('refusals and faults', () => {
  it('a double spend is BitcoinBroadcastError with the node’s reason', async () => {
    const first = await planBitcoinTransfer(payment(100_000n));
    const second = await planBitcoinTransfer(payment(200_000n));
    await send(first);
    const error = await failure(send(second));
    expect(error).toBeInstanceOf(BitcoinBroadcastError);
    expect(error).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      shortMessage: 'The network refused the transaction',
      rpcCode: -25,
    });
    expect((error as BitcoinBroadcastError).reason).toMatch(
      /^bad-txns-inputs-missingorspent, input 0 spends an output already spent by [0-9a-f]{64}/,
    );
  });

  it('a transaction sent twice is refused as already in the chain', async () => {
    const { hex } = await send(await planBitcoinTransfer(payment(100_000n)));
    await expect(esplora.broadcast(hex)).rejects.toMatchObject({ rpcCode: -27 });
  });

  it('a 503 is HttpRequestError', async () => {
    await fault('addressUtxo', 'status');
    const error = await failure(esplora.getUtxos(DEV0.paymentAddress));
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ status: 503, code: 'HTTP_STATUS_ERROR' });
    await expect(planBitcoinTransfer(payment(100_000n))).rejects.toBeInstanceOf(HttpRequestError);
  });

  it('a cut-off answer is RpcParseError', async () => {
    await fault('address', 'malformed');
    const error = await failure(esplora.getAddressBalance(DEV0.paymentAddress));
    expect(error).toBeInstanceOf(RpcParseError);
    expect(error).toMatchObject({ code: 'RPC_PARSE_ERROR' });
  });

  it('no answer is RpcTimeoutError after the timeout', async () => {
    await fault('feeEstimates', 'hang');
    const impatient = createEsploraClient(standIn.ready.url, { timeoutMs: 200 });
    const error = await failure(impatient.getFeeEstimates());
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect(error).toMatchObject({ timeout: 200 });
  });

  it('a transaction never mined is TRANSACTION_NOT_CONFIRMED', async () => {
    await expect(
      waitForBitcoinTransaction(esplora, 'ee'.repeat(32), { pollMs: 50, timeoutMs: 300 }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_NOT_CONFIRMED' });
  });
});
