/**
 * A local WalletConnect v2 relay for the offline stack: what the 2.25 clients use of the real
 * relay, on `ws://127.0.0.1:PORT/?auth=<JWT>&projectId=…` (neither is checked).
 *
 * - `irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`, `irn_batchUnsubscribe`,
 *   `irn_publish`, `irn_batchPublish`, `irn_batchFetchMessages` (answers with no messages).
 * - `wc_proposeSession` subscribes the sender to the pairing topic and publishes the proposal
 *   there; `wc_approveSession` subscribes the sender to the session topic, publishes the
 *   proposal response on the pairing topic and the settlement request on the session topic.
 * - Messages go to subscribers as `irn_subscription {id, data: {topic, message, publishedAt,
 *   tag}}`. Every message stays in its topic's mailbox for its ttl and reaches each client (by
 *   the JWT's `iss`, so a reconnected client is the same client) once, when it subscribes if it
 *   was not subscribed yet. A push counts as delivered once the client acknowledges it.
 * - A WebSocket ping every 15 s (clients drop a socket after 35 s of silence).
 *
 * Fault switches for tests, over HTTP on the same port (127.0.0.1 only; POST bodies are JSON
 * with `Content-Type: application/json`):
 *   GET  /control/status             {sockets, clients, topics, mailbox, delayMs, refusing,
 *                                     refusedClients}
 *   POST /control/drop               closes every socket (clients reconnect)
 *   POST /control/delay {"ms": N}    holds every frame the relay sends for N ms (0 = off)
 *   POST /control/refuse {"on": b}   refuses (HTTP 503) new WebSocket handshakes;
 *                                    `refusedClients` counts the clients refused since
 *                                    (a client that saw the outage tried to come back)
 *   POST /control/reset              all switches off
 *
 * As a script: `node test/stack/walletconnect/relay.mjs [--port N] [--exit-with-stdin]`
 * prints one JSON line `{"url":…,"controlUrl":…}` once listening (`--port 0` picks a free port).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { WebSocketServer } from 'ws';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { listen } from '../listen.mjs';

export const DEFAULT_RELAY_PORT = 8590;
const PING_INTERVAL_MS = 15_000;
const DEFAULT_TTL_S = 300;
const MAX_TTL_S = 30 * 24 * 3600;
const TAG_PROPOSAL = 1100;
const TAG_PROPOSAL_RESPONSE = 1101;
const TAG_SETTLE = 1102;

/** The `iss` of the relay-auth JWT (a did:key, stable per client), or null. */
function clientIdFromAuth(auth) {
  const payload = auth?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims.iss === 'string' ? claims.iss : null;
  } catch {
    return null;
  }
}

const subscriptionId = (topic, clientId) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex');

async function readJsonBody(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > 1_000_000) throw new Error('body too large');
  }
  return text ? JSON.parse(text) : {};
}

/**
 * @param {{ port?: number, host?: string, pingIntervalMs?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, controlUrl: string, port: number, stop: () => Promise<void>,
 *   dropAll: () => void, setDelay: (ms: number) => void, setRefuse: (on: boolean) => void, status: () => object }>}
 */
export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  pingIntervalMs = PING_INTERVAL_MS,
  log = () => {},
} = {}) {
  /** topic → Set<Connection> */
  const subscribers = new Map();
  /** topic → Array<{ topic, message, publishedAt, tag, expiresAt, delivered: Set<clientId>, inFlight: Set<clientId> }> */
  const mailbox = new Map();
  /** @type {Set<Connection>} */
  const connections = new Set();
  const faults = { delayMs: 0, refusing: false };
  /** The clients (JWT `iss`) whose handshake was refused since refusing was switched on. */
  const refusedClients = new Set();

  const pruneMailbox = () => {
    const now = Date.now();
    for (const [topic, messages] of mailbox) {
      const live = messages.filter((entry) => entry.expiresAt > now);
      if (live.length === 0) mailbox.delete(topic);
      else if (live.length !== messages.length) mailbox.set(topic, live);
    }
  };

  class Connection {
    constructor(socket, clientId) {
      this.socket = socket;
      this.clientId = clientId;
      this.topics = new Set();
      /** push id → mailbox entry awaiting the client's acknowledgement */
      this.unacked = new Map();
      this.alive = true;
    }

    send(payload) {
      const text = JSON.stringify(payload);
      const write = () => {
        if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
      };
      if (faults.delayMs > 0) setTimeout(write, faults.delayMs);
      else write();
    }

    push(entry) {
      if (entry.delivered.has(this.clientId) || entry.inFlight.has(this.clientId)) return;
      const id = Date.now() * 1000 + Math.floor(Math.random() * 1000);
      entry.inFlight.add(this.clientId);
      this.unacked.set(id, entry);
      this.send({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(entry.topic, this.clientId),
          data: {
            topic: entry.topic,
            message: entry.message,
            publishedAt: entry.publishedAt,
            tag: entry.tag,
          },
        },
      });
    }

    acknowledge(id) {
      const entry = this.unacked.get(id);
      if (!entry) return;
      this.unacked.delete(id);
      entry.inFlight.delete(this.clientId);
      entry.delivered.add(this.clientId);
    }

    subscribe(topic) {
      this.topics.add(topic);
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(this);
      pruneMailbox();
      for (const entry of mailbox.get(topic) ?? []) this.push(entry);
      return subscriptionId(topic, this.clientId);
    }

    unsubscribe(topic) {
      this.topics.delete(topic);
      subscribers.get(topic)?.delete(this);
    }

    closed() {
      connections.delete(this);
      for (const topic of this.topics) subscribers.get(topic)?.delete(this);
      // Pushes never acknowledged go out again when the client resubscribes.
      for (const entry of this.unacked.values()) entry.inFlight.delete(this.clientId);
      this.unacked.clear();
    }
  }

  /** Stores the message and pushes it to every subscriber but the sender's client. */
  function publish(sender, { topic, message, ttl, tag }) {
    if (typeof topic !== 'string' || typeof message !== 'string')
      throw new Error('topic and message are required');
    const ttlSeconds = Math.min(Math.max(Number(ttl) || DEFAULT_TTL_S, 1), MAX_TTL_S);
    const entry = {
      topic,
      message,
      publishedAt: Date.now(),
      tag: Number(tag) || 0,
      expiresAt: Date.now() + ttlSeconds * 1000,
      delivered: new Set([sender.clientId]),
      inFlight: new Set(),
    };
    pruneMailbox();
    const list = mailbox.get(topic) ?? [];
    list.push(entry);
    mailbox.set(topic, list);
    for (const connection of subscribers.get(topic) ?? []) connection.push(entry);
  }

  function handle(connection, method, params) {
    switch (method) {
      case 'irn_subscribe':
        return connection.subscribe(params.topic);
      case 'irn_batchSubscribe':
        return params.topics.map((topic) => connection.subscribe(topic));
      case 'irn_unsubscribe':
        connection.unsubscribe(params.topic);
        return true;
      case 'irn_batchUnsubscribe':
        for (const { topic } of params.subscriptions ?? []) connection.unsubscribe(topic);
        return true;
      case 'irn_publish':
        publish(connection, params);
        return true;
      case 'irn_batchPublish':
        for (const message of params.messages ?? []) publish(connection, message);
        return true;
      case 'irn_batchFetchMessages':
        // Mailbox messages are pushed on subscribe already.
        return { messages: [], hasMore: false };
      case 'wc_proposeSession':
        connection.subscribe(params.pairingTopic);
        publish(connection, {
          topic: params.pairingTopic,
          message: params.sessionProposal,
          ttl: params.ttl,
          tag: params.tag ?? TAG_PROPOSAL,
        });
        return true;
      case 'wc_approveSession':
        connection.subscribe(params.sessionTopic);
        publish(connection, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: TAG_PROPOSAL_RESPONSE,
        });
        publish(connection, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: TAG_SETTLE,
        });
        return true;
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
    }
  }

  const control = async (request, response) => {
    const reply = (status, body) => {
      response.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(`${JSON.stringify(body)}\n`);
    };
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (
        request.method === 'GET' &&
        (pathname === '/control/status' || pathname === '/__health')
      ) {
        return reply(200, status());
      }
      if (request.method !== 'POST') return reply(404, { error: 'not found' });
      // Keeps other web pages (simple cross-origin posts) away from the switches.
      if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        return reply(415, { error: 'POST bodies must be application/json' });
      }
      const body = await readJsonBody(request);
      switch (pathname) {
        case '/control/drop':
          dropAll();
          return reply(200, status());
        case '/control/delay':
          setDelay(Number(body.ms) || 0);
          return reply(200, status());
        case '/control/refuse':
          setRefuse(body.on !== false);
          return reply(200, status());
        case '/control/reset':
          setDelay(0);
          setRefuse(false);
          return reply(200, status());
        default:
          return reply(404, { error: 'not found' });
      }
    } catch (error) {
      return reply(400, { error: error instanceof Error ? error.message : String(error) });
    }
  };

  const server = createServer((request, response) => void control(request, response));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });

  server.on('upgrade', (request, socket, head) => {
    if (faults.refusing) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      refusedClients.add(clientIdFromAuth(url.searchParams.get('auth')) ?? 'anonymous');
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const connection = new Connection(
        ws,
        clientIdFromAuth(url.searchParams.get('auth')) ?? `anonymous:${randomUUID()}`,
      );
      connections.add(connection);
      log(`relay: client connected (${connections.size} open)`);
      ws.on('pong', () => {
        connection.alive = true;
      });
      ws.on('message', (data) => {
        let payload;
        try {
          payload = JSON.parse(String(data));
        } catch {
          return;
        }
        if (typeof payload !== 'object' || payload === null) return;
        if (!('method' in payload)) {
          // A response: the client acknowledging an irn_subscription push.
          connection.acknowledge(payload.id);
          return;
        }
        const { id, method, params = {} } = payload;
        try {
          const result = handle(connection, method, params);
          connection.send({ id, jsonrpc: '2.0', result });
        } catch (error) {
          connection.send({
            id,
            jsonrpc: '2.0',
            error: {
              code: /** @type {{ code?: number }} */ (error).code ?? -32602,
              message: error instanceof Error ? error.message : String(error),
            },
          });
        }
      });
      ws.on('close', () => connection.closed());
      ws.on('error', () => connection.closed());
    });
  });

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    pruneMailbox();
  }, pingIntervalMs);
  pinger.unref();

  function dropAll() {
    for (const connection of [...connections]) {
      connection.socket.terminate();
      connection.closed();
    }
  }
  function setDelay(ms) {
    faults.delayMs = Math.max(0, ms);
  }
  function setRefuse(on) {
    if (on && !faults.refusing) refusedClients.clear();
    faults.refusing = Boolean(on);
  }
  function status() {
    pruneMailbox();
    return {
      sockets: connections.size,
      clients: new Set([...connections].map((c) => c.clientId)).size,
      topics: [...subscribers.values()].filter((set) => set.size > 0).length,
      mailbox: [...mailbox.values()].reduce((sum, list) => sum + list.length, 0),
      delayMs: faults.delayMs,
      refusing: faults.refusing,
      refusedClients: refusedClients.size,
    };
  }

  const actualPort = await listen(server, port, host);

  let stopping = null;
  const stop = () => {
    stopping ??= new Promise((resolveStop) => {
      clearInterval(pinger);
      dropAll();
      wss.close();
      server.closeAllConnections();
      server.close(() => resolveStop(undefined));
    });
    return stopping;
  };

  return {
    url: `ws://${host}:${actualPort}`,
    controlUrl: `http://${host}:${actualPort}/control`,
    port: actualPort,
    stop,
    dropAll,
    setDelay,
    setRefuse,
    status,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_RELAY_PORT) },
      'exit-with-stdin': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = parsePort(values.port);
  const relay = await startRelay({
    port,
    log: values.verbose ? (line) => console.error(line) : undefined,
  });
  serveUntilStopped(relay, {
    exitWithStdin: values['exit-with-stdin'],
    description: { url: relay.url, controlUrl: relay.controlUrl },
  });
}

runIfMain(import.meta.url, main);
