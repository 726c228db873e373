/**
 * Readers for the positional params of the Solana RPC; each throws the validator's -32602
 * (`Invalid param: …`) instead of letting a bad value reach the VM.
 */
import bs58 from 'bs58';
import { invalidParams } from './RpcError.mjs';

/** @typedef {readonly any[]} RpcParams any: a request's JSON params, checked by each reader */

/**
 * `params` with between `min` and `max` entries.
 * @param {RpcParams} params
 * @param {number} min
 * @param {number} [max]
 */
export function expectParams(params, min, max = min) {
  if (params.length < min || params.length > max)
    throw invalidParams(
      `Invalid params: expected ${min === max ? min : `${min} to ${max}`} parameters, got ${params.length}`,
    );
  return params;
}

/**
 * A base58 32-byte address at `index`, as its bytes.
 * @param {RpcParams} params
 * @param {number} index
 * @returns {Uint8Array}
 */
export function addressAt(params, index) {
  const value = params[index];
  let bytes;
  try {
    bytes = typeof value === 'string' && value.length <= 44 ? bs58.decode(value) : null;
  } catch {
    bytes = null;
  }
  if (bytes?.length !== 32)
    throw invalidParams(`Invalid param: ${JSON.stringify(value)} is not a public key`);
  return bytes;
}

/**
 * @param {RpcParams} params
 * @param {number} index
 * @param {string} what
 * @returns {string}
 */
export function stringAt(params, index, what) {
  const value = params[index];
  if (typeof value !== 'string' || value === '')
    throw invalidParams(`Invalid param: expected ${what}`);
  return value;
}

/**
 * A u64 that fits a JS number (lamports, sizes).
 * @param {RpcParams} params
 * @param {number} index
 * @param {string} what
 * @returns {number}
 */
export function integerAt(params, index, what) {
  const value = params[index];
  if (!Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`Invalid param: ${what} must be a non-negative integer`);
  return value;
}

/**
 * The optional config object at `index` (`{}` when absent).
 * @param {RpcParams} params
 * @param {number} index
 * @returns {Record<string, any>} any: the config's JSON fields, checked where read
 */
export function configAt(params, index) {
  const value = params[index];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: the config must be an object');
  return value;
}

/**
 * `config.encoding`, one of `allowed`, else `fallback`.
 * @param {Record<string, any>} config
 * @param {readonly string[]} allowed
 * @param {string} fallback
 * @returns {string}
 */
export function encodingOf(config, allowed, fallback) {
  const encoding = config.encoding ?? fallback;
  if (!allowed.includes(encoding))
    throw invalidParams(`Invalid params: unsupported encoding ${JSON.stringify(encoding)}`);
  return encoding;
}

/**
 * A list of base58 strings at `index` (signatures, addresses), at most `max` of them.
 * @param {RpcParams} params
 * @param {number} index
 * @param {number} max
 * @param {string} what
 * @returns {string[]}
 */
export function stringListAt(params, index, max, what) {
  const value = params[index];
  if (!Array.isArray(value) || value.length > max || value.some((item) => typeof item !== 'string'))
    throw invalidParams(`Invalid param: expected a list of at most ${max} ${what}`);
  return value;
}
