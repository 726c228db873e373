/** @jest-environment node */
import fc from 'fast-check';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import { RpcParseError } from '../../../src/adapter/rpc/rpcErrors';
import { propertyRuns } from '../../support/propertyRuns';
import { startScriptedServer, type ScriptedServer } from '../../support/startScriptedServer';
import { expectNoUnhandledRejections } from '../../support/expectNoUnhandledRejections';

/**
 * JSON-RPC answers of every wrong shape, generated, from a real local server: each call of a
 * batch either resolves with exactly the result its one reply carries, or rejects with a
 * typed error; never a result taken from a reply that is not its own, valid and unique.
 */

let server: ScriptedServer;
expectNoUnhandledRejections();

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(async () => {
  await server.close();
});
// Each generated run is a real HTTP round trip.
jest.setTimeout(120_000);

type Json = ReturnType<typeof JSON.parse>;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sends `n` calls in one tick on a fresh transport (ids 1…n) and settles each. */
async function callsAnswered(n: number, text: string) {
  server.answer({ kind: 'body', body: text });
  const transport = createHttpTransport(`${server.url}/rpc`);
  const calls = Array.from({ length: n }, (_, i) => transport.request({ method: `m${i + 1}` }));
  return Promise.allSettled(calls);
}

/**
 * What may justify a resolved call `id`: the one reply whose id is exactly `id`, when it is
 * JSON-RPC 2.0, carries `result`, and no error (or `error: null`, as old servers send).
 */
function justifiedResult(body: Json, id: number): { result: unknown } | undefined {
  const replies = (Array.isArray(body) ? body : [body]).filter(
    (reply) => isObject(reply) && reply.id === id,
  ) as Record<string, unknown>[];
  const [reply, ...others] = replies;
  if (!reply || others.length > 0) return undefined;
  const clean = reply.jsonrpc === '2.0' && 'result' in reply && (reply.error ?? null) === null;
  return clean ? { result: reply.result } : undefined;
}

/** The rpc codes of every error object in the answer. */
const errorCodes = (body: Json): unknown[] =>
  (Array.isArray(body) ? body : [body]).flatMap((reply) =>
    isObject(reply) && isObject(reply.error) ? [reply.error.code] : [],
  );

function checkOutcomes(text: string, outcomes: PromiseSettledResult<unknown>[]) {
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    body = Symbol('not JSON');
  }
  outcomes.forEach((outcome, i) => {
    const id = i + 1;
    if (outcome.status === 'fulfilled') {
      const justified = justifiedResult(body, id);
      if (!justified) throw new Error(`call ${id} resolved without a valid reply of its own`);
      expect(outcome.value).toEqual(justified.result);
      return;
    }
    const error: unknown = outcome.reason;
    expect(error).toBeInstanceOf(PorticoError);
    if (error instanceof ProviderRpcError) expect(errorCodes(body)).toContain(error.rpcCode);
    else expect(error).toBeInstanceOf(RpcParseError);
  });
}

const validReply = (id: number, result: unknown) => ({ jsonrpc: '2.0', id, result });

/** One reply for `id`, broken in one of the ways servers break them (or left as is). */
const replyFor = (id: number, n: number) =>
  fc
    .tuple(fc.jsonValue(), fc.integer({ min: 0, max: 27 }), fc.jsonValue())
    .map(([result, how, junk]): unknown => {
      const reply: Record<string, unknown> = validReply(id, result);
      const error = { code: -32000 - id, message: 'boom' };
      switch (how) {
        case 0:
          return { ...reply, id: String(id) };
        case 1:
          return { ...reply, id: id + n };
        case 2:
          return { ...reply, id: null };
        case 3: {
          const { id: _id, ...rest } = reply;
          return rest;
        }
        case 4:
          return { ...reply, jsonrpc: '1.0' };
        case 5: {
          const { jsonrpc: _jsonrpc, ...rest } = reply;
          return rest;
        }
        case 6: {
          const { result: _result, ...rest } = reply;
          return rest;
        }
        case 7:
          return { ...reply, error };
        case 8:
          return { ...reply, error: junk };
        case 9:
          return { jsonrpc: '2.0', id, error: { ...error, code: String(error.code) } };
        case 10:
          return [reply];
        case 11:
          return { reply };
        case 12:
          return junk;
        case 13:
          return { ...reply, id: id + 0.5 };
        default:
          // Half the replies stay valid, so batches mix good and broken ones.
          return reply;
      }
    });

/** A whole answer for calls 1…n: a batch of broken, missing, extra and repeated replies, or worse. */
const answerFor = (n: number) =>
  fc.oneof(
    fc
      .tuple(
        fc.tuple(...Array.from({ length: n }, (_, i) => replyFor(i + 1, n))),
        fc.array(fc.oneof(replyFor(1, n), replyFor(n + 1, n), fc.jsonValue()), { maxLength: 3 }),
      )
      .chain(([replies, extra]) => fc.shuffledSubarray([...replies, ...extra]))
      .map((batch) => JSON.stringify(batch)),
    replyFor(1, n).map((reply) => JSON.stringify(reply)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record({ code: fc.integer(), message: fc.string() })
      .map((error) => JSON.stringify({ jsonrpc: '2.0', id: null, error })),
    fc.string().map((text) => `{"jsonrpc":"2.0","id":1,"result":${text}`),
  );

describe('JSON-RPC answers of every wrong shape', () => {
  it('behavior: each call resolves with its own valid reply, or rejects with a typed error', async () => {
    let resolved = 0;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }).chain((n) => fc.tuple(fc.constant(n), answerFor(n))),
        async ([n, text]) => {
          const outcomes = await callsAnswered(n, text);
          checkOutcomes(text, outcomes);
          for (const outcome of outcomes) {
            if (outcome.status === 'fulfilled') resolved += 1;
            else rejected += 1;
          }
        },
      ),
      propertyRuns(400, { timeout: 3_000 }),
    );
    // The generators reach both sides, so the property checks something either way.
    expect(resolved).toBeGreaterThan(50);
    expect(rejected).toBeGreaterThan(50);
  });

  it('control: complete answers, in any order, with extra replies of other ids, resolve exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .tuple(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 5 }), fc.boolean())
          .chain(([results, extra]) => {
            const replies = results.map((result, i) => validReply(i + 1, result));
            if (extra) replies.push(validReply(results.length + 1, 'not asked'));
            const all = { minLength: replies.length, maxLength: replies.length };
            return fc.tuple(fc.constant(results), fc.shuffledSubarray(replies, all));
          }),
        async ([results, replies]) => {
          const text = JSON.stringify(replies.length === 1 ? replies[0] : replies);
          const outcomes = await callsAnswered(results.length, text);
          // The results as they crossed the wire (JSON has no -0).
          const sent = results.map((result) => JSON.parse(JSON.stringify(result)) as unknown);
          expect(outcomes).toEqual(sent.map((value) => ({ status: 'fulfilled', value })));
        },
      ),
      propertyRuns(150),
    );
  });
});
