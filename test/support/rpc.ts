import type { Eip1193EventName, Eip1193Provider } from '../../src/testing';

/** One JSON-RPC call straight to a node, bypassing the wallet: the tests' independent view. */
export async function rpc<T = unknown>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Records every event a provider emits, in order, as [name, payload]. */
export function recordEvents(provider: Eip1193Provider): Array<[Eip1193EventName, unknown]> {
  const events: Array<[Eip1193EventName, unknown]> = [];
  provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
  provider.on('chainChanged', (chainId) => events.push(['chainChanged', chainId]));
  provider.on('connect', (info) => events.push(['connect', info]));
  provider.on('disconnect', (error) => events.push(['disconnect', error]));
  return events;
}

/**
 * Polls for a transaction's receipt. Anvil automines, but its answer to a send can come before
 * the block is sealed, so a receipt read right away may still be null (seen under load).
 */
export async function waitForReceipt(
  url: string,
  hash: unknown,
  timeoutMs = 5_000,
): Promise<{ status: string; from: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await rpc<{ status: string; from: string } | null>(
      url,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt) return receipt;
    if (Date.now() > deadline)
      throw new Error(`no receipt for ${String(hash)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
