/**
 * The RPC's WebSocket side on the HTTP server's port (web3.js: pass `wsEndpoint`, since it
 * would otherwise guess port + 1). `signatureSubscribe` notifies once the signature lands,
 * at once when it already has, then ends as on a validator. Other `*Subscribe` calls are
 * acknowledged and never notify; `*Unsubscribe` answers true; anything else is a plain call.
 */
import { WebSocketServer } from 'ws';
import { INVALID_PARAMS, PARSE_ERROR } from './RpcError.mjs';

/**
 * @param {import('node:http').Server} server
 * @param {{ getLedger: () => any, rpc: { handlePayload(payload: unknown): unknown },
 *   faults: { down: boolean }, later: (send: () => void) => void }} options
 *   `later` delays an answer while the slow fault is on.
 */
export function attachRpcWebSocket(server, { getLedger, rpc, faults, later }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  let lastId = 0;

  server.on('upgrade', (request, socket, head) => {
    if (faults.down) {
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => serve(ws));
  });

  /** @param {import('ws').WebSocket} ws */
  function serve(ws) {
    /** @type {Map<unknown, () => void>} */
    const cancels = new Map(); // subscription id → cancel
    const send = (/** @type {unknown} */ message) =>
      later(() => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      });
    const reply = (/** @type {unknown} */ id, /** @type {unknown} */ result) =>
      send({ jsonrpc: '2.0', result, id });

    /** @param {any} request any: a parsed request, checked here */
    function subscribeSignature(request) {
      const [signature] = Array.isArray(request.params) ? request.params : [];
      if (typeof signature !== 'string') {
        const error = { code: INVALID_PARAMS, message: 'Invalid params: expected a signature' };
        return send({ jsonrpc: '2.0', error, id: request.id ?? null });
      }
      const subscription = ++lastId;
      reply(request.id, subscription);
      let done = false;
      /** @type {() => void} */
      const cancel = getLedger().watch(
        signature,
        (/** @type {{ slot: number, err: unknown }} */ status) => {
          done = true;
          cancels.delete(subscription);
          send({
            jsonrpc: '2.0',
            method: 'signatureNotification',
            params: {
              result: { context: { slot: status.slot }, value: { err: status.err } },
              subscription,
            },
          });
        },
      );
      if (!done) cancels.set(subscription, cancel);
    }

    ws.on('message', (raw) => {
      /** @type {any} any: the parsed message, checked below */
      let request;
      try {
        request = JSON.parse(String(raw));
      } catch {
        return send({
          jsonrpc: '2.0',
          error: { code: PARSE_ERROR, message: 'Parse error' },
          id: null,
        });
      }
      const method = typeof request?.method === 'string' ? request.method : '';
      if (method === 'signatureSubscribe') return subscribeSignature(request);
      if (method.endsWith('Unsubscribe')) {
        const id = Array.isArray(request.params) ? request.params[0] : undefined;
        cancels.get(id)?.();
        cancels.delete(id);
        return reply(request.id, true);
      }
      if (method.endsWith('Subscribe')) return reply(request.id, ++lastId);
      send(rpc.handlePayload(request));
    });
    ws.on('close', () => {
      for (const cancel of cancels.values()) cancel();
      cancels.clear();
    });
  }

  return {
    /** Drops every open socket (the down fault, a reset, close). */
    dropAll() {
      for (const client of wss.clients) client.terminate();
    },
    close() {
      this.dropAll();
      wss.close();
    },
  };
}
