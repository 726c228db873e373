import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the handler answers: a status and a raw body (so tests can send malformed JSON). */
export interface Reply {
  status?: number;
  body: string;
}

/** A JSON-RPC request as the server received it. */
export interface ReceivedCall {
  jsonrpc: string;
  id: number;
  method: string;
  params?: unknown;
}

export type Handler = (
  payload: ReceivedCall | ReceivedCall[],
  request: IncomingMessage,
) => Reply | Promise<Reply> | 'hang';

/** Answers each call with `{ method, params }` as its result, batch or not. */
export const echo: Handler = (payload) => {
  const answer = (call: ReceivedCall) => ({
    jsonrpc: '2.0',
    id: call.id,
    result: { method: call.method, params: call.params ?? null },
  });
  return { body: JSON.stringify(Array.isArray(payload) ? payload.map(answer) : answer(payload)) };
};

/** A real HTTP server on 127.0.0.1 (port 0) that records every POST body and answers with `handler`. */
export async function startJsonRpcServer(initial: Handler = echo) {
  const posts: (ReceivedCall | ReceivedCall[])[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const hanging: ServerResponse[] = [];
  let handler = initial;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(raw) as ReceivedCall | ReceivedCall[];
      posts.push(payload);
      headers.push(request.headers);
      void Promise.resolve(handler(payload, request)).then((reply) => {
        if (reply === 'hang') return void hanging.push(response);
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rpc?chainId=eip155:1&projectId=secret-project`,
    posts,
    headers,
    setHandler: (next: Handler) => void (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type JsonRpcServer = Awaited<ReturnType<typeof startJsonRpcServer>>;
