import type { WaitForTransactionOptions } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { EsploraClient } from '../../adapters/bitcoin/createEsploraClient';

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_POLL_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * For the tests, which wait for a broadcast to be mined: resolves once `txid` is in a block (Esplora's `/tx/:txid/status`, polled every `pollMs`,
 * default 1000). A failed read is tried again at the next poll (one 503 must not lose a sent
 * transaction); with no confirmation within `timeoutMs` (default 120 000) it rejects with
 * TRANSACTION_NOT_CONFIRMED, the last failed read as its cause.
 */
export async function waitForBitcoinTransaction(
  esplora: Pick<EsploraClient, 'getTxStatus'>,
  txid: string,
  options: WaitForTransactionOptions = {},
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if ((await esplora.getTxStatus(txid)).confirmed) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() + pollMs > deadline)
      throw new PorticoError('TRANSACTION_NOT_CONFIRMED', 'The transaction was not confirmed', {
        details: `${txid} was not in a block within ${timeoutMs} ms`,
        cause: lastError,
      });
    await sleep(pollMs);
  }
}
