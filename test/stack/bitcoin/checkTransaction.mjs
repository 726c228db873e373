import { BroadcastError } from './BroadcastError.mjs';
import { bitcoin } from './bitcoinLib.mjs';
import { dustThreshold } from './dustThreshold.mjs';
import { verifyInputWitness } from './verifyInputWitness.mjs';

const MAX_MONEY = 21_000_000n * 100_000_000n;
/** sendrawtransaction's default maxfeerate: 0.10 BTC/kvB. */
const MAX_FEE_RATE = 10_000;

/** @typedef {import('./verifyInputWitness.mjs').Prevout} Prevout */

/**
 * What the checks read of the chain: a known transaction, and an output with its spender.
 * @typedef {{ findTx(txid: string): unknown,
 *   findOutput(txid: string, vout: number): (Prevout & { spentBy?: { txid: string } | null })
 *     | undefined }} ChainView
 */

const rejected = (/** @type {string} */ reason) => new BroadcastError(-26, reason);

/**
 * Bitcoin Core's FormatMoney: BTC with trailing zeros cut, at least two decimals kept.
 * @param {bigint} sats
 */
function formatMoney(sats) {
  const text = `${sats / 100_000_000n}.${String(sats % 100_000_000n).padStart(8, '0')}`;
  return text.replace(/0{1,6}$/, '');
}

/** The txid and vout an input spends (the input's hash is little-endian). */
export const outpointOf = (/** @type {{ hash: Uint8Array, index: number }} */ input) => ({
  txid: Buffer.from(input.hash).reverse().toString('hex'),
  vout: input.index,
});

/** @param {string} hex */
function decode(hex) {
  const text = hex.trim();
  try {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(text)) throw new Error('not hex');
    return bitcoin.Transaction.fromHex(text);
  } catch {
    throw new BroadcastError(-22, 'TX decode failed. Make sure the tx has at least one input.');
  }
}

/**
 * The outputs `tx` spends, from the chain's UTXO set; -25 names the first missing one.
 * @param {import('bitcoinjs-lib').Transaction} tx
 * @param {ChainView} chain
 * @returns {Prevout[]}
 */
function spentOutputs(tx, chain) {
  return tx.ins.map((input, index) => {
    const { txid, vout } = outpointOf(input);
    const output = chain.findOutput(txid, vout);
    const why = !output
      ? 'an unknown output'
      : output.spentBy && `an output already spent by ${output.spentBy.txid}`;
    if (why)
      throw new BroadcastError(
        -25,
        `bad-txns-inputs-missingorspent, input ${index} spends ${why} (${txid}:${vout})`,
      );
    return /** @type {Prevout} found: `why` is empty */ (output);
  });
}

/**
 * Checks a raw transaction for broadcast the way bitcoind's mempool acceptance does, in its
 * order: decoding, CheckTransaction, standardness (version, dust), inputs (missing or spent),
 * value in ≥ out, the 1 sat/vB minimum relay fee (and sendrawtransaction's default max fee
 * rate), then each input's witness. `chain` answers findTx(txid) and findOutput(txid, vout).
 * Not checked: locktimes, sequences, coinbase maturity, sigop limits, replace-by-fee.
 * @returns {{ tx: import('bitcoinjs-lib').Transaction, txid: string, fee: bigint, vsize: number, prevouts: object[] }}
 * @throws {BroadcastError}
 * @param {string} hex
 * @param {ChainView} chain
 */
export function checkTransaction(hex, chain) {
  const tx = decode(hex);
  const txid = tx.getId();
  if (chain.findTx(txid)) throw new BroadcastError(-27, 'Transaction outputs already in utxo set');
  if (tx.ins.length === 0) throw rejected('bad-txns-vin-empty');
  if (tx.outs.length === 0) throw rejected('bad-txns-vout-empty');
  let valueOut = 0n;
  for (const output of tx.outs) {
    if (output.value > MAX_MONEY) throw rejected('bad-txns-vout-toolarge');
    valueOut += output.value;
    if (valueOut > MAX_MONEY) throw rejected('bad-txns-txouttotal-toolarge');
  }
  const outpoints = new Set(tx.ins.map((input) => JSON.stringify(outpointOf(input))));
  if (outpoints.size !== tx.ins.length) throw rejected('bad-txns-inputs-duplicate');
  if (tx.isCoinbase()) throw rejected('coinbase');
  if (tx.version < 1 || tx.version > 3) throw rejected('version');
  tx.outs.forEach((output, index) => {
    const threshold = dustThreshold(output.script);
    if (output.value < BigInt(threshold))
      throw rejected(`dust, output ${index} is ${output.value} sats, under ${threshold}`);
  });

  const prevouts = spentOutputs(tx, chain);
  const valueIn = prevouts.reduce((sum, output) => sum + output.value, 0n);
  if (valueIn < valueOut)
    throw rejected(
      `bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
    );
  const fee = valueIn - valueOut;
  const vsize = tx.virtualSize();
  if (fee < BigInt(vsize)) throw rejected(`min relay fee not met, ${fee} < ${vsize}`);
  if (fee > BigInt(vsize * MAX_FEE_RATE))
    throw new BroadcastError(
      -25,
      'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
    );
  tx.ins.forEach((_, index) => verifyInputWitness(tx, index, prevouts));
  return { tx, txid, fee, vsize, prevouts };
}
