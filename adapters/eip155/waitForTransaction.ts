import type { WaitForTransactionOptions } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import { ExecutionRevertedError, parseNodeError } from './nodeErrors';

/** How long a sent transaction may take to be mined before we stop waiting (a busy chain). */
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_POLL_MS = 500;

interface Receipt {
  status?: string;
  blockNumber?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isReceipt = (value: unknown): value is Receipt =>
  typeof value === 'object' && value !== null && 'blockNumber' in value;

/**
 * Why a mined transaction failed: the node's answer to the same call replayed on the state
 * before its block (the revert reason, e.g. `UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`).
 */
async function revertOf(rpc: RpcTransport, hash: string, block: bigint): Promise<PorticoError> {
  const tx = (await rpc.request({ method: 'eth_getTransactionByHash', params: [hash] })) as {
    from?: string;
    to?: string;
    input?: string;
    value?: string;
    gas?: string;
  } | null;
  if (tx) {
    try {
      await rpc.request({
        method: 'eth_call',
        params: [
          { from: tx.from, to: tx.to, data: tx.input, value: tx.value, gas: tx.gas },
          `0x${(block > 0n ? block - 1n : 0n).toString(16)}`,
        ],
      });
    } catch (error) {
      const typed = parseNodeError(error);
      if (typed instanceof ExecutionRevertedError) return typed;
    }
  }
  return new ExecutionRevertedError(undefined, undefined, { details: `Transaction ${hash}` });
}

/**
 * Waits until `hash` is mined (`eth_getTransactionReceipt`, polled). Resolves for a successful
 * transaction; rejects with `ExecutionRevertedError` (its reason when the replay gives one) for
 * a reverted one, and with TRANSACTION_NOT_CONFIRMED when no receipt comes within the timeout.
 */
export async function waitForTransaction(
  rpc: RpcTransport,
  hash: string,
  options: WaitForTransactionOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] });
    if (isReceipt(receipt) && receipt.blockNumber) {
      if (receipt.status === '0x0') throw await revertOf(rpc, hash, BigInt(receipt.blockNumber));
      return;
    }
    if (Date.now() + pollMs > deadline)
      throw new PorticoError('TRANSACTION_NOT_CONFIRMED', 'The transaction was not confirmed', {
        details: `No receipt for ${hash} within ${timeoutMs} ms`,
      });
    await sleep(pollMs);
  }
}
