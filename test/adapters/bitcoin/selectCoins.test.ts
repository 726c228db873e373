import { BitcoinAmountBelowDustError } from '../../../adapters/bitcoin/BitcoinAmountBelowDustError';
import { BitcoinInsufficientFundsError } from '../../../adapters/bitcoin/BitcoinInsufficientFundsError';
import type { Utxo } from '../../../adapters/bitcoin/createEsploraClient';
import { DUST_THRESHOLDS } from '../../../adapters/bitcoin/dustThreshold';
import { estimateVsize, outputVsize } from '../../../adapters/bitcoin/estimateVsize';
import { selectCoins, type CoinSelectionRequest } from '../../../adapters/bitcoin/selectCoins';

let next = 0;
const utxo = (value: number, confirmed = true, txid?: string): Utxo => ({
  txid: txid ?? (next++).toString(16).padStart(64, '0'),
  vout: 0,
  value: BigInt(value),
  confirmed,
});
const values = (inputs: readonly Utxo[]) => inputs.map((input) => Number(input.value));
const select = (
  request: Partial<CoinSelectionRequest> & Pick<CoinSelectionRequest, 'utxos' | 'amount'>,
) =>
  selectCoins({
    feeRate: 1,
    inputType: 'p2wpkh',
    receiverType: 'p2wpkh',
    changeType: 'p2wpkh',
    ...request,
  });
const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('estimateVsize', () => {
  it('counts 10.5 vB of overhead, 68 per p2wpkh input, 57.5 per p2tr input, rounded up', () => {
    expect(estimateVsize({ inputType: 'p2wpkh', inputCount: 0, outputs: [] })).toBe(11);
    expect(
      estimateVsize({ inputType: 'p2wpkh', inputCount: 1, outputs: ['p2wpkh', 'p2wpkh'] }),
    ).toBe(
      141, // 10.5 + 68 + 31 + 31 = 140.5
    );
    expect(estimateVsize({ inputType: 'p2tr', inputCount: 1, outputs: ['p2tr', 'p2tr'] })).toBe(
      154, // 10.5 + 57.5 + 43 + 43
    );
    expect(estimateVsize({ inputType: 'p2tr', inputCount: 2, outputs: ['p2wpkh'] })).toBe(157); // 156.5
  });

  it('counts each output type', () => {
    expect(
      ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr'].map((type) => outputVsize(type as 'p2tr')),
    ).toEqual([34, 32, 31, 43, 43]);
  });

  it('counts a 3-byte input count from 253 inputs', () => {
    const size = (inputCount: number) =>
      estimateVsize({ inputType: 'p2wpkh', inputCount, outputs: ['p2wpkh'] });
    expect(size(253) - size(252)).toBe(68 + 2);
  });
});

describe('selectCoins', () => {
  it('spends the largest UTXO first and returns the change', () => {
    const selection = select({
      utxos: [utxo(10_000), utxo(50_000), utxo(30_000)],
      amount: 20_000n,
      feeRate: 2,
    });
    expect(values(selection.inputs)).toEqual([50_000]);
    expect(selection.vsize).toBe(141);
    expect(selection.fee).toBe(282n);
    expect(selection.change).toBe(50_000n - 20_000n - 282n);
  });

  it('adds UTXOs, largest first, until they pay the amount and the fee', () => {
    const selection = select({
      utxos: [utxo(10_000), utxo(50_000), utxo(30_000)],
      amount: 70_000n,
    });
    expect(values(selection.inputs)).toEqual([50_000, 30_000]);
    expect(selection.vsize).toBe(209); // 10.5 + 2·68 + 2·31
    expect(selection.fee).toBe(209n);
    expect(selection.change).toBe(80_000n - 70_000n - 209n);
  });

  it('leaves change below the dust threshold to the fee', () => {
    // 10 000 − 9 600 − 141 (with change) = 259 < 294: no change output, the 400 left is the fee.
    const selection = select({ utxos: [utxo(10_000)], amount: 9_600n });
    expect(selection.change).toBeNull();
    expect(selection.fee).toBe(400n);
    expect(selection.vsize).toBe(110);
    // 10 000 − 9 500 − 141 = 359 ≥ 294: kept.
    expect(select({ utxos: [utxo(10_000)], amount: 9_500n }).change).toBe(359n);
    // The change type's threshold counts: 10 000 − 9 520 − 141 = 339 ≥ 294 back to p2wpkh, but
    // 339 − 12 (a p2tr output is 12 vB more) = 327 < 330 back to p2tr.
    expect(select({ utxos: [utxo(10_000)], amount: 9_520n }).change).toBe(339n);
    const toTaproot = select({ utxos: [utxo(10_000)], amount: 9_520n, changeType: 'p2tr' });
    expect(toTaproot.change).toBeNull();
    expect(toTaproot.fee).toBe(480n);
  });

  it('prices the fee rate on the rounded-up vsize, rounding the fee up', () => {
    const selection = select({ utxos: [utxo(100_000)], amount: 20_000n, feeRate: 1.5 });
    expect(selection.fee).toBe(212n); // ⌈141 × 1.5⌉
  });

  it('spends unconfirmed UTXOs last', () => {
    const utxos = [utxo(100_000, false), utxo(30_000)];
    expect(values(select({ utxos, amount: 20_000n }).inputs)).toEqual([30_000]);
    const both = select({ utxos, amount: 40_000n }).inputs;
    expect(both.map((input) => input.confirmed)).toEqual([true, false]);
  });

  it('is deterministic: equal values go by txid', () => {
    const a = utxo(5_000, true, 'b'.repeat(64));
    const b = utxo(5_000, true, 'a'.repeat(64));
    expect(select({ utxos: [a, b], amount: 6_000n }).inputs).toEqual([b, a]);
    expect(select({ utxos: [b, a], amount: 6_000n }).inputs).toEqual([b, a]);
  });

  it('refuses an amount below the receiver type’s dust threshold', () => {
    const error = caught(() => select({ utxos: [utxo(10_000)], amount: 293n }));
    expect(error).toBeInstanceOf(BitcoinAmountBelowDustError);
    expect(error).toMatchObject({
      code: 'AMOUNT_BELOW_DUST',
      minimum: 294n,
      params: { minimum: '0.00000294 BTC' },
      shortMessage: 'The amount is below the network’s minimum of 0.00000294 BTC',
    });
    expect(select({ utxos: [utxo(10_000)], amount: 294n }).inputs).toHaveLength(1);
    expect(
      caught(() => select({ utxos: [utxo(10_000)], amount: 545n, receiverType: 'p2pkh' })),
    ).toMatchObject({
      minimum: 546n,
    });
    expect(DUST_THRESHOLDS).toEqual({
      p2pkh: 546n,
      p2sh: 540n,
      p2wpkh: 294n,
      p2wsh: 330n,
      p2tr: 330n,
    });
  });

  it('refuses what the UTXOs cannot pay, saying what was needed and what there is', () => {
    const error = caught(() =>
      select({ utxos: [utxo(10_000), utxo(5_000)], amount: 20_000n, feeRate: 2 }),
    );
    expect(error).toBeInstanceOf(BitcoinInsufficientFundsError);
    // 20 000 + 2 × 178 (two inputs, no change: 10.5 + 136 + 31 = 177.5).
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      needed: 20_356n,
      available: 15_000n,
      params: { needed: '0.00020356', available: '0.00015' },
    });
    // The amount alone fits, the fee does not.
    expect(caught(() => select({ utxos: [utxo(20_050)], amount: 20_000n }))).toMatchObject({
      needed: 20_110n,
    });
    expect(caught(() => select({ utxos: [], amount: 1_000n }))).toMatchObject({
      available: 0n,
      needed: 1_110n,
    });
  });
});
