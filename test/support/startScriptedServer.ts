import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the server answers next: a whole body (sent with `Content-Length`), a body streamed in
 * chunks as fast as the client reads it (`Content-Length` only when `declaredLength` is given,
 * else chunked), or headers at once and then `byte` every `everyMs` ms, never ending.
 */
export type ScriptedAnswer =
  | { kind: 'body'; status?: number; body: string }
  | { kind: 'stream'; status?: number; chunks: () => Iterable<string>; declaredLength?: number }
  | { kind: 'drip'; status?: number; byte: string; everyMs: number };

/** One request as the server saw it, and how its answer ended. */
export interface SeenRequest {
  method: string;
  path: string;
  body: string;
  /** Bytes of body written before the connection ended. */
  sentBytes: number;
  /** 'open' until the connection closes; 'early' when the client left before the whole body. */
  end: 'open' | 'complete' | 'early';
}

const json = { 'content-type': 'application/json' };

/** Writes `chunks` one at a time, waiting for the client to take each; stops if it leaves. */
async function stream(response: ServerResponse, chunks: Iterable<string>, seen: SeenRequest) {
  for (const chunk of chunks) {
    if (response.destroyed) return;
    seen.sentBytes += Buffer.byteLength(chunk);
    if (!response.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    }
  }
  if (!response.destroyed) response.end();
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) whose every answer the test scripts with `answer`.
 * It records each request and whether the client closed the connection before the end.
 */
export async function startScriptedServer() {
  const requests: SeenRequest[] = [];
  let next: ScriptedAnswer = { kind: 'body', body: '{}' };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const seen: SeenRequest = {
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://localhost').pathname,
        body,
        sentBytes: 0,
        end: 'open',
      };
      requests.push(seen);
      const answer = next;
      let drip: NodeJS.Timeout | undefined;
      response.on('close', () => {
        clearInterval(drip);
        seen.end = response.writableFinished ? 'complete' : 'early';
      });
      if (answer.kind === 'body') {
        seen.sentBytes = Buffer.byteLength(answer.body);
        response.writeHead(answer.status ?? 200, json);
        response.end(answer.body);
      } else if (answer.kind === 'stream') {
        const length = answer.declaredLength;
        response.writeHead(
          answer.status ?? 200,
          length === undefined ? json : { ...json, 'content-length': String(length) },
        );
        void stream(response, answer.chunks(), seen);
      } else {
        response.writeHead(answer.status ?? 200, json);
        response.flushHeaders();
        drip = setInterval(() => {
          seen.sentBytes += 1;
          response.write(answer.byte);
        }, answer.everyMs);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Sets what every following request gets. */
    answer(scripted: ScriptedAnswer) {
      next = scripted;
    },
    /** The same JSON body, for short. */
    answerJson(value: unknown, status = 200) {
      next = { kind: 'body', status, body: JSON.stringify(value) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ScriptedServer = Awaited<ReturnType<typeof startScriptedServer>>;
