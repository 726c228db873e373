import { call, delay } from 'redux-saga/effects';
import { toHexChainId } from '../../adapter/hexChainId';
import { PorticoError } from '../../adapter/PorticoError';
import { plainTransaction, type BuiltTransaction, type Swapper } from './swapContext';

/** How often, and how long, a batch's status is asked for (EIP-5792 `wallet_getCallsStatus`). */
const STATUS_POLL_MS = 500;
const STATUS_TIMEOUT_MS = 120_000;

/** EIP-5792 status codes: 1xx pending, 200 confirmed, anything else failed. */
const PENDING = (status: number) => status >= 100 && status < 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function* walletRequest(swapper: Swapper, method: string, params: unknown[]) {
  const { adapter, connectorId } = swapper;
  const answer: unknown = yield call([adapter, adapter.request!], { connectorId, method, params });
  return answer;
}

/**
 * Whether the wallet sends atomic batches on the swap's chain (EIP-5792 `wallet_getCapabilities`,
 * `atomic.status` `supported`, or `ready`: it upgrades the account with the batch). A wallet
 * without the method, or any failure, means no: the steps go one by one.
 */
export function* canBatch(swapper: Swapper) {
  if (!swapper.adapter.request) return false;
  const chainId = toHexChainId(swapper.network.id);
  try {
    const capabilities: unknown = yield call(walletRequest, swapper, 'wallet_getCapabilities', [
      swapper.address,
      [chainId],
    ]);
    const atomic = isRecord(capabilities) ? (capabilities[chainId] as { atomic?: unknown }) : null;
    const status = isRecord(atomic?.atomic) ? atomic.atomic.status : undefined;
    return status === 'supported' || status === 'ready';
  } catch {
    return false;
  }
}

/** EIP-5792's call shape: `to`, hex `data`, hex `value`. */
function toCall(swapper: Swapper, tx: BuiltTransaction) {
  const { to, data, value } = plainTransaction(swapper, tx);
  return { to, data, value: `0x${value.toString(16)}` };
}

/**
 * Sends `transactions` as one atomic batch (`wallet_sendCalls`, one confirmation), then follows
 * it with `wallet_getCallsStatus` until it is confirmed; resolves with its transaction's hash.
 * `onSent` runs once the wallet has accepted it. A failed batch changed nothing (atomic).
 */
export function* sendBatch(
  swapper: Swapper,
  transactions: BuiltTransaction[],
  onSent: () => Generator,
) {
  const sent: unknown = yield call(walletRequest, swapper, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: toHexChainId(swapper.network.id),
      from: swapper.address,
      atomicRequired: true,
      calls: transactions.map((tx) => toCall(swapper, tx)),
    },
  ]);
  const id = isRecord(sent) ? sent.id : undefined;
  if (typeof id !== 'string' || id === '')
    throw new PorticoError('INVALID_BATCH_ID', 'The wallet returned no batch id', {
      details: JSON.stringify(sent),
    });
  yield call(onSent);
  const deadline = Date.now() + STATUS_TIMEOUT_MS;
  for (;;) {
    const answer: unknown = yield call(walletRequest, swapper, 'wallet_getCallsStatus', [id]);
    const status = isRecord(answer) && typeof answer.status === 'number' ? answer.status : 100;
    if (!PENDING(status)) {
      const receipts = isRecord(answer) && Array.isArray(answer.receipts) ? answer.receipts : [];
      const hash = (receipts.at(-1) as { transactionHash?: unknown } | undefined)?.transactionHash;
      if (status !== 200)
        throw new PorticoError('SWAP_BATCH_FAILED', 'The batch failed on chain', {
          details: `wallet_getCallsStatus ${id}: ${status}`,
        });
      return typeof hash === 'string' ? hash : id;
    }
    if (Date.now() > deadline)
      throw new PorticoError('TRANSACTION_NOT_CONFIRMED', 'The transaction was not confirmed', {
        details: `Batch ${id} still pending after ${STATUS_TIMEOUT_MS} ms`,
      });
    yield delay(STATUS_POLL_MS);
  }
}
