import { call, delay, race } from 'redux-saga/effects';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import { feeOf, sendCostOf } from '../../adapter/chainFees';
import type { FeeSpeed, SendCost } from '../../adapter/ChainModule';
import type { SendTx } from './types';

/** A request has a timeout: a fee estimate waits this long at most. */
const SEND_COST_TIMEOUT_MS = 10_000;

/**
 * What `tx` costs besides its amount, as the chain says: the chain module's send cost (fee and
 * extras such as a new token account's rent) where it has one, else its fee estimate, read
 * through the adapter's transport; null when it can say neither (no estimate, no transport,
 * or none within the timeout). Throws the typed refusal of a send the chain would not take
 * (below rent, a reverting transfer).
 */
export function* priceSend(
  adapter: ChainAdapter,
  network: CaipNetwork,
  from: string,
  tx: SendTx,
  speed?: FeeSpeed,
) {
  const { chain } = adapter;
  if (!adapter.transport) return null;
  if (chain.estimateSendCost) {
    const base = { from, to: tx.to, ...(speed ? { speed } : {}) };
    const request = tx.token
      ? { ...base, token: tx.token, amount: BigInt(tx.value) }
      : { ...base, value: BigInt(tx.value) };
    const { cost }: { cost?: SendCost } = yield race({
      cost: call(sendCostOf, adapter, { network, ...request }),
      timeout: delay(SEND_COST_TIMEOUT_MS),
    });
    return cost ?? null;
  }
  if (!chain.estimateFee || tx.token) return null;
  const { fee }: { fee?: bigint } = yield race({
    fee: call(feeOf, adapter, {
      network,
      from,
      to: tx.to,
      value: BigInt(tx.value),
      ...(tx.data ? { data: tx.data } : {}),
    }),
    timeout: delay(SEND_COST_TIMEOUT_MS),
  });
  const cost: SendCost | null = fee === undefined ? null : { fee, extras: [] };
  return cost;
}
