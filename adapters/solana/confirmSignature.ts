import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { Web3 } from './loadWeb3';

/**
 * Waits until `signature` is confirmed, through web3.js' `confirmTransaction` over the
 * network's WebSocket (`signatureSubscribe`) until the blockhash expires, and at most
 * `timeoutMs`. Throws a typed error when the transaction failed, expired or the wait ran out.
 */
export async function confirmSignature(
  web3: Web3,
  network: CaipNetwork,
  sent: { signature: string; blockhash: string; lastValidBlockHeight: number },
  timeoutMs: number,
): Promise<void> {
  const [http] = network.rpcUrls.default.http;
  const [wsEndpoint] = network.rpcUrls.default.webSocket ?? [];
  if (!http) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found');
  // Without a WebSocket URL web3.js takes the HTTP one's, on the next port (the validator's).
  const connection = new web3.Connection(http, {
    commitment: 'confirmed',
    ...(wsEndpoint ? { wsEndpoint } : {}),
  });
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new PorticoError('TRANSACTION_NOT_CONFIRMED', 'The transaction was not confirmed in time', {
          details: `${sent.signature}: no confirmation within ${timeoutMs} ms`,
        }),
      ),
    timeoutMs,
  );
  try {
    const { value } = await connection.confirmTransaction(
      { ...sent, abortSignal: controller.signal },
      'confirmed',
    );
    if (value.err)
      throw new PorticoError('TRANSACTION_FAILED', 'The transaction failed', {
        details: `${sent.signature}: ${JSON.stringify(value.err)}`,
      });
  } catch (error) {
    if (error instanceof PorticoError) throw error;
    // The blockhash expired (TransactionExpiredBlockheightExceededError) or the socket failed.
    throw new PorticoError('TRANSACTION_NOT_CONFIRMED', 'The transaction was not confirmed', {
      details: `${sent.signature}: ${error instanceof Error ? error.message : String(error)}`,
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    closeSocket(connection);
  }
}

type Socket = {
  reconnect?: boolean;
  reconnect_timer_id?: ReturnType<typeof setTimeout>;
  close?(): void;
};

/**
 * web3.js 1.x's Connection has no close(), and its socket reconnects forever once the node
 * drops it: stop the reconnecting and close it (the teardown the local cluster's README gives).
 */
function closeSocket(connection: object) {
  const socket = (connection as { _rpcWebSocket?: Socket })._rpcWebSocket;
  if (!socket) return;
  socket.reconnect = false;
  clearTimeout(socket.reconnect_timer_id);
  try {
    socket.close?.();
  } catch {
    // Already closed.
  }
}
