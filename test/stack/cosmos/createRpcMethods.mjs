/**
 * The CometBFT 0.38 JSON-RPC methods an unmodified cosmjs StargateClient and
 * SigningStargateClient call (../shared/notes/wave2-stack.md §7), in CometBFT's JSON shapes:
 * `status` (its version string, 0.38.17, picks cosmjs' Comet38Client), `abci_query`
 * (abciQueries.mjs), `broadcast_tx_sync` (CheckTx's answer; an accepted tx is already in a
 * block), `tx_search` and `tx` (the index), and `health`. Anything else is Method not found,
 * so a cosmjs upgrade that calls something new shows up.
 */
import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding';
import { sha256 } from '@noble/hashes/sha2';
import { ABCI_QUERIES } from './abciQueries.mjs';
import { SdkError } from './SdkError.mjs';
import { internalError, invalidParams } from './RpcError.mjs';
import { matchesTxQuery, parseTxQuery } from './txSearchQuery.mjs';
import { errorMessage } from '../errorMessage.mjs';

export const COMETBFT_VERSION = '0.38.17';
const NODE_ID = toHex(sha256(new TextEncoder().encode('portico-local-node'))).slice(0, 40);
const VALIDATOR_KEY = sha256(new TextEncoder().encode('portico-local-validator'));
const VALIDATOR_ADDRESS = toHex(sha256(VALIDATOR_KEY)).slice(0, 40).toUpperCase();
const appHash = (/** @type {string} */ blockHash) =>
  toHex(sha256(new TextEncoder().encode(`app/${blockHash}`))).toUpperCase();

/**
 * Bytes from a JSON-RPC `[]byte` param (base64) or a URI one (0x-prefixed hex).
 * @param {unknown} value
 * @param {string} name
 */
function bytesParam(value, name) {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`);
  try {
    if (/^0x[0-9a-f]*$/i.test(value)) return fromHex(value.slice(2));
    return fromBase64(value);
  } catch {
    throw invalidParams(`${name} is not base64 (JSON-RPC) or 0x-hex (URI)`);
  }
}

/**
 * @param {unknown} value
 * @param {string} name
 * @param {number} fallback
 */
function intParam(value, name, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number)) throw invalidParams(`${name} must be an integer`);
  return number;
}

/** @typedef {ReturnType<typeof import('./createCosmosChain.mjs').createCosmosChain>} CosmosChain */
/** @typedef {ReturnType<CosmosChain['allTxs']>[number]} IndexedTx */

/**
 * An indexed transaction in CometBFT's ResultTx shape.
 * @param {IndexedTx} indexed
 */
const resultTx = ({ hash, height, index, tx, result }) => ({
  hash,
  height: String(height),
  index,
  tx_result: {
    code: result.code,
    data: toBase64(result.data),
    log: result.log,
    info: '',
    gas_wanted: String(result.gasWanted),
    gas_used: String(result.gasUsed),
    events: result.events,
    codespace: result.codespace,
  },
  tx,
});

/**
 * @param {() => ReturnType<import('./createCosmosChain.mjs').createCosmosChain>} getChain
 * @param {{ rpcAddress: string }} node
 */
export function createRpcMethods(getChain, { rpcAddress }) {
  return {
    health: () => ({}),

    status() {
      const chain = getChain();
      const latest = chain.blockAt(chain.height);
      const genesis = chain.blockAt(1);
      return {
        node_info: {
          protocol_version: { p2p: '8', block: '11', app: '0' },
          id: NODE_ID,
          listen_addr: 'tcp://0.0.0.0:26656',
          network: chain.chainId,
          version: COMETBFT_VERSION,
          channels: '40202122233038606100',
          moniker: 'portico-local',
          other: { tx_index: 'on', rpc_address: rpcAddress },
        },
        sync_info: {
          latest_block_hash: latest.hash,
          latest_app_hash: appHash(latest.hash),
          latest_block_height: String(latest.height),
          latest_block_time: latest.time,
          earliest_block_hash: genesis.hash,
          earliest_app_hash: appHash(genesis.hash),
          earliest_block_height: '1',
          earliest_block_time: genesis.time,
          catching_up: false,
        },
        validator_info: {
          address: VALIDATOR_ADDRESS,
          pub_key: { type: 'tendermint/PubKeyEd25519', value: toBase64(VALIDATOR_KEY) },
          voting_power: '10',
        },
      };
    },

    /** @param {any} params any: the request's JSON params, checked here */
    abci_query({ path, data = '' }) {
      if (typeof path !== 'string') throw invalidParams('path must be a string');
      const chain = getChain();
      const answer = (/** @type {Record<string, unknown>} */ fields) => ({
        response: {
          code: 0,
          log: '',
          info: '',
          index: '0',
          key: null,
          value: null,
          proofOps: null,
          height: String(chain.height),
          codespace: '',
          ...fields,
        },
      });
      const query = /** @type {Record<string, typeof ABCI_QUERIES[keyof typeof ABCI_QUERIES]>} */ (
        ABCI_QUERIES
      )[path];
      if (!query)
        return answer({
          code: 6,
          codespace: 'sdk',
          log: `unknown query path: ${path}: unknown request`,
        });
      let request;
      try {
        request = /^(0x)?[0-9a-f]*$/i.test(data)
          ? fromHex(data.replace(/^0x/i, ''))
          : fromBase64(data);
      } catch {
        throw invalidParams('data must be hex');
      }
      try {
        return answer({ value: toBase64(query(request, chain)) });
      } catch (error) {
        if (error instanceof SdkError)
          return answer({ code: error.code, codespace: error.codespace, log: error.log });
        // a request that does not decode: the gRPC router's own answer
        return answer({ code: 2, codespace: 'sdk', log: `${errorMessage(error)}: tx parse error` });
      }
    },

    /** @param {any} params any: the request's JSON params, checked here */
    broadcast_tx_sync({ tx }) {
      const bytes = bytesParam(tx, 'tx');
      if (bytes.length === 0) throw internalError('tx is empty');
      let checked;
      try {
        checked = getChain().broadcast(bytes);
      } catch (error) {
        throw internalError(errorMessage(error)); // "tx already exists in cache"
      }
      const { code, codespace, log, hash } = checked;
      return { code, data: '', log, codespace, hash };
    },

    /** @param {any} params any: the request's JSON params, checked here */
    tx({ hash }) {
      const key = toHex(bytesParam(hash, 'hash')).toUpperCase();
      const found = getChain().getTx(key);
      if (!found) throw internalError(`tx (${key}) not found`);
      return resultTx(found);
    },

    /** @param {any} params any: the request's JSON params, checked here */
    tx_search({ query, page, per_page: perPage, order_by: orderBy }) {
      let conditions;
      try {
        conditions = parseTxQuery(query);
      } catch (error) {
        throw internalError(errorMessage(error));
      }
      if (orderBy && orderBy !== 'asc' && orderBy !== 'desc')
        throw internalError('expected order_by to be either `asc` or `desc` or empty');
      const size = Math.min(Math.max(intParam(perPage, 'per_page', 30), 1), 100);
      const found = getChain()
        .allTxs()
        .filter((tx) => matchesTxQuery(conditions, tx));
      if (orderBy === 'desc') found.reverse();
      const pages = Math.max(Math.ceil(found.length / size), 1);
      const at = intParam(page, 'page', 1);
      if (at < 1 || at > pages)
        throw internalError(`page should be within [1, ${pages}] range, given ${at}`);
      return {
        txs: found.slice((at - 1) * size, at * size).map(resultTx),
        total_count: String(found.length),
      };
    },
  };
}
