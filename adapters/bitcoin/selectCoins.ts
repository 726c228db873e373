import type { BitcoinAddressType } from './bitcoinAddress';
import { BitcoinAmountBelowDustError } from './BitcoinAmountBelowDustError';
import { BitcoinInsufficientFundsError } from './BitcoinInsufficientFundsError';
import type { Utxo } from './createEsploraClient';
import { dustThreshold } from './dustThreshold';
import { estimateVsize, type SpendableInputType } from './estimateVsize';

export interface CoinSelectionRequest {
  utxos: readonly Utxo[];
  /** What the receiver gets, in sats. */
  amount: bigint;
  /** sat/vB. */
  feeRate: number;
  /** The type of the sender's address, whose UTXOs are spent. */
  inputType: SpendableInputType;
  receiverType: BitcoinAddressType;
  /** The type of the address change goes back to (the sender's). */
  changeType: BitcoinAddressType;
}

/** The UTXOs a send spends, its fee, and the change back to the sender (null: none). */
export interface CoinSelection {
  inputs: Utxo[];
  /** In sats; includes any change too small to be worth an output. */
  fee: bigint;
  change: bigint | null;
  /** The estimated vsize the fee pays for. */
  vsize: number;
}

/** The fee of `vsize` vbytes at `feeRate` sat/vB, in whole sats rounded up. */
export const feeOf = (vsize: number, feeRate: number) => BigInt(Math.ceil(vsize * feeRate));

/** Confirmed first, then largest first; txid and vout make the order total (deterministic). */
function spendOrder(a: Utxo, b: Utxo): number {
  if (a.confirmed !== b.confirmed) return a.confirmed ? -1 : 1;
  if (a.value !== b.value) return a.value > b.value ? -1 : 1;
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1;
  return a.vout - b.vout;
}

/**
 * Picks the UTXOs of a send of `amount`, pure and deterministic: confirmed ones first, largest
 * first, added until they pay the amount and the fee of the transaction they make. Change goes
 * back in its own output when it is at least its type's dust threshold; below that it is left
 * to the fee (an output worth less than spending it). Throws `BitcoinAmountBelowDustError` for
 * an amount under the receiver's dust threshold, and `BitcoinInsufficientFundsError` when even
 * every UTXO cannot pay the amount and its fee.
 */
export function selectCoins({
  utxos,
  amount,
  feeRate,
  inputType,
  receiverType,
  changeType,
}: CoinSelectionRequest): CoinSelection {
  const minimum = dustThreshold(receiverType);
  if (amount < minimum) throw new BitcoinAmountBelowDustError(minimum);
  const ordered = [...utxos].sort(spendOrder);
  const shape = (inputCount: number, withChange: boolean) =>
    estimateVsize({
      inputType,
      inputCount,
      outputs: withChange ? [receiverType, changeType] : [receiverType],
    });

  let total = 0n;
  for (const [index, utxo] of ordered.entries()) {
    total += utxo.value;
    const inputs = ordered.slice(0, index + 1);
    const bareVsize = shape(inputs.length, false);
    if (total < amount + feeOf(bareVsize, feeRate)) continue;
    const changeVsize = shape(inputs.length, true);
    const change = total - amount - feeOf(changeVsize, feeRate);
    if (change >= dustThreshold(changeType))
      return { inputs, fee: feeOf(changeVsize, feeRate), change, vsize: changeVsize };
    return { inputs, fee: total - amount, change: null, vsize: bareVsize };
  }
  throw new BitcoinInsufficientFundsError({
    needed: amount + feeOf(shape(Math.max(1, ordered.length), false), feeRate),
    available: total,
  });
}
