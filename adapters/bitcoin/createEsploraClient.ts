import * as z from 'zod/mini';
import type { FetchFn } from '../../src/adapter/rpc/createHttpTransport';
import { HttpRequestError, RpcParseError, RpcTimeoutError } from '../../src/adapter/rpc/rpcErrors';
import { withTimeout } from '../../src/adapter/rpc/withTimeout';
import { MAX_RESPONSE_BYTES, readCappedText } from '../../src/adapter/rpc/readCappedText';
import { BitcoinBroadcastError } from './BitcoinBroadcastError';

/** An unspent output of an address, as Esplora lists it. */
export interface Utxo {
  txid: string;
  vout: number;
  /** In sats. */
  value: bigint;
  /** Whether it is in a block (unconfirmed ones are spent last). */
  confirmed: boolean;
}

/** An address's balance in sats: in blocks, and the mempool's change to it (may be negative). */
interface AddressBalance {
  confirmed: bigint;
  unconfirmed: bigint;
}

/** Whether a transaction is in a block; Esplora answers an unknown one "not yet". */
interface TxStatus {
  confirmed: boolean;
  blockHeight?: number;
}

/** The Esplora REST reads and the broadcast a bitcoin send needs (Blockstream's electrs API). */
export interface EsploraClient {
  readonly url: string;
  getAddressBalance(address: string): Promise<AddressBalance>;
  getUtxos(address: string): Promise<Utxo[]>;
  /** sat/vB by confirmation target in blocks, e.g. `{ "1": 20.5, "6": 5.1, "144": 1.5 }`. */
  getFeeEstimates(): Promise<Record<string, number>>;
  getTxStatus(txid: string): Promise<TxStatus>;
  /** The raw transaction, hex. */
  getTxHex(txid: string): Promise<string>;
  /** Sends a raw transaction (hex); answers its txid, or throws `BitcoinBroadcastError`. */
  broadcast(hex: string): Promise<string>;
}

interface EsploraClientOptions {
  /** Milliseconds before a request is aborted with `RpcTimeoutError`. Default 10 000. */
  timeoutMs?: number;
  /** The fetch to use. Default: `globalThis.fetch`, looked up at each request. */
  fetch?: FetchFn;
}

const sats = z.int().check(z.nonnegative());
const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/i));
const stats = z.object({ funded_txo_sum: sats, spent_txo_sum: sats });
const addressSchema = z.object({ chain_stats: stats, mempool_stats: stats });
const statusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(z.int().check(z.nonnegative())),
});
const utxosSchema = z.array(
  z.object({ txid, vout: z.int().check(z.nonnegative()), value: sats, status: statusSchema }),
);
const feeEstimatesSchema = z.record(
  z.string().check(z.regex(/^[1-9]\d*$/)),
  z.number().check(z.nonnegative()),
);
const hexSchema = z.string().check(z.regex(/^(?:[0-9a-f]{2})+$/i));
/** The node's RPC error as electrs passes a refused broadcast on. */
const broadcastRefusal = z.object({ code: z.int(), message: z.string() });
const REFUSAL_PREFIX = 'sendrawtransaction RPC error:';

/** The node's reason in a 400 answer to `POST /tx`; the whole body when it has no RPC error. */
function refusalOf(body: string): BitcoinBroadcastError {
  const text = body.trim();
  if (text.startsWith(REFUSAL_PREFIX)) {
    try {
      const parsed = broadcastRefusal.safeParse(JSON.parse(text.slice(REFUSAL_PREFIX.length)));
      if (parsed.success)
        return new BitcoinBroadcastError({
          reason: parsed.data.message,
          rpcCode: parsed.data.code,
        });
    } catch {
      // Not JSON after the prefix: the text is the reason.
    }
  }
  return new BitcoinBroadcastError({ reason: text || 'no reason given' });
}

/**
 * A client of the Esplora API at `baseUrl` (mempool.space's or Blockstream's `/api`, or the
 * local stand-in). Every request has a timeout; every answer is checked: a non-2xx status
 * throws `HttpRequestError`, no answer in time `RpcTimeoutError`, an answer of the wrong shape
 * `RpcParseError`, and a refused broadcast `BitcoinBroadcastError`.
 */
export function createEsploraClient(
  baseUrl: string,
  { timeoutMs = 10_000, fetch: customFetch }: EsploraClientOptions = {},
): EsploraClient {
  const root = baseUrl.replace(/\/+$/, '');

  async function request(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: string } = {},
  ): Promise<{ status: number; ok: boolean; text: string; url: string }> {
    const url = `${root}${path}`;
    const fetchFn = customFetch ?? globalThis.fetch;
    return withTimeout(
      async (signal) => {
        let response: Response;
        try {
          response = await fetchFn(url, {
            method: init.method ?? 'GET',
            ...(init.body === undefined
              ? {}
              : { body: init.body, headers: { 'content-type': 'text/plain' } }),
            signal,
          });
        } catch (cause) {
          throw new HttpRequestError({ url, cause });
        }
        let text: string;
        try {
          // Inside the timeout, and capped: a dripping or endless body is a broken server.
          text = await readCappedText(
            response,
            MAX_RESPONSE_BYTES,
            () => new RpcParseError(`Esplora answer over ${MAX_RESPONSE_BYTES} bytes`, { url }),
          );
        } catch (cause) {
          if (!(cause instanceof RpcParseError)) throw new HttpRequestError({ url, cause });
          if (!response.ok) throw new HttpRequestError({ url, status: response.status });
          throw cause;
        }
        return { status: response.status, ok: response.ok, text, url };
      },
      timeoutMs,
      () => new RpcTimeoutError({ url, timeout: timeoutMs }),
    );
  }

  /** GETs `path` and checks its JSON (or, with `text`, its plain text) against `schema`. */
  async function read<T>(path: string, schema: z.ZodMiniType<T>, format: 'json' | 'text' = 'json') {
    const { ok, status, text, url } = await request(path);
    if (!ok) throw new HttpRequestError({ url, status, body: text });
    let value: unknown = text.trim();
    if (format === 'json') {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        throw new RpcParseError('Invalid JSON in the Esplora answer', { url, body: text });
      }
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new RpcParseError('Unexpected answer from the Esplora API', { url, body: text });
    return parsed.data;
  }

  const address = (value: string) => `/address/${encodeURIComponent(value)}`;
  const tx = (value: string) => `/tx/${encodeURIComponent(value)}`;

  return {
    url: root,
    async getAddressBalance(value) {
      const { chain_stats, mempool_stats } = await read(address(value), addressSchema);
      return {
        confirmed: BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum),
        unconfirmed: BigInt(mempool_stats.funded_txo_sum - mempool_stats.spent_txo_sum),
      };
    },
    async getUtxos(value) {
      const utxos = await read(`${address(value)}/utxo`, utxosSchema);
      return utxos.map((utxo) => ({
        txid: utxo.txid.toLowerCase(),
        vout: utxo.vout,
        value: BigInt(utxo.value),
        confirmed: utxo.status.confirmed,
      }));
    },
    getFeeEstimates: () => read('/fee-estimates', feeEstimatesSchema),
    async getTxStatus(value) {
      const status = await read(`${tx(value)}/status`, statusSchema);
      return status.confirmed && status.block_height !== undefined
        ? { confirmed: true, blockHeight: status.block_height }
        : { confirmed: status.confirmed };
    },
    getTxHex: async (value) => (await read(`${tx(value)}/hex`, hexSchema, 'text')).toLowerCase(),
    async broadcast(hex) {
      const { ok, status, text, url } = await request('/tx', { method: 'POST', body: hex });
      // Esplora answers every refusal by the node with 400; anything else is the server's.
      if (status === 400) throw refusalOf(text);
      if (!ok) throw new HttpRequestError({ url, status, body: text });
      const parsed = txid.safeParse(text.trim());
      if (!parsed.success)
        throw new RpcParseError('Unexpected answer from the Esplora API', { url, body: text });
      return parsed.data.toLowerCase();
    },
  };
}
