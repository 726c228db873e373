/**
 * The checks of POST /v1/profile/account before the signature: the coin type names a served
 * EVM chain (ENSIP-11), and the message is `{"name","attributes","timestamp"}` JSON with a
 * registrable name in the zone and a timestamp in seconds, not older than 10 minutes and not in
 * the future. Each refusal is a 400 whose reason says what is wrong.
 */
import { NAME_ZONE } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { NAME_LABEL, labelOf } from './nameRegistry.mjs';
import { address, required } from './routeHelpers.mjs';

/** A registration message is good for 10 minutes. */
export const MESSAGE_MAX_AGE_S = 600;

const EVM_BIT = 0x80000000;

/** @typedef {{ chains: Map<string, { rpcUrl: string }> }} NameContext */

/**
 * ENSIP-11: the chain of an EVM coin type (`0x80000000 | chainId`); 400 otherwise.
 * @param {NameContext} ctx
 * @param {unknown} value
 */
function chainOfCoinType(ctx, value) {
  const coinType = Number(value);
  if (!Number.isSafeInteger(coinType) || coinType < EVM_BIT || coinType > 0xffffffff)
    throw new ApiHttpError(400, `Unsupported coin_type ${value}: expected 0x80000000 | chainId`);
  const chainId = coinType - EVM_BIT;
  const chain = ctx.chains.get(`eip155:${chainId}`);
  if (!chain) throw new ApiHttpError(400, `Unsupported coin_type ${value}: no chain ${chainId}`);
  return chain;
}

/** @param {string} message */
function parseMessage(message) {
  let fields;
  try {
    fields = JSON.parse(message);
  } catch {
    fields = null;
  }
  if (!fields || typeof fields !== 'object' || Array.isArray(fields))
    throw new ApiHttpError(400, 'The message must be JSON: { name, attributes, timestamp }');
  const { name, attributes, timestamp } = fields;
  if (typeof name !== 'string') throw new ApiHttpError(400, 'The message has no name');
  const label = labelOf(name);
  if (label === null || !NAME_LABEL.test(label))
    throw new ApiHttpError(
      400,
      `Invalid name ${name}: 4 to 63 lower-case letters, digits or hyphens, then .${NAME_ZONE}`,
    );
  if (
    !attributes ||
    typeof attributes !== 'object' ||
    Array.isArray(attributes) ||
    Object.values(attributes).some((value) => typeof value !== 'string')
  )
    throw new ApiHttpError(400, 'The message attributes must be an object of strings');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new ApiHttpError(400, 'The message timestamp must be whole seconds');
  return { name, attributes, timestamp };
}

/**
 * The timestamp against now (both unix seconds).
 * @param {number} timestamp
 * @param {number} now
 */
function checkTimestamp(timestamp, now) {
  if (timestamp > now) throw new ApiHttpError(400, 'The message timestamp is in the future');
  if (now - timestamp > MESSAGE_MAX_AGE_S)
    throw new ApiHttpError(400, 'The message is older than 10 minutes');
}

/**
 * The registration a request body asks for, checked up to the signature.
 * @returns {{ chain: { rpcUrl: string }, owner: string, message: string, signature: string,
 *   name: string, attributes: Record<string, string> }}
 * @param {NameContext} ctx
 * @param {any} body any: the request's JSON, checked here
 * @param {number} [now] unix seconds
 */
export function readNameRegistration(ctx, body, now = Math.floor(Date.now() / 1000)) {
  const chain = chainOfCoinType(ctx, body?.coin_type);
  const owner = address(required(body, 'address'));
  const message = required(body, 'message');
  const signature = required(body, 'signature');
  const { name, attributes, timestamp } = parseMessage(message);
  checkTimestamp(timestamp, now);
  return { chain, owner, message, signature, name, attributes };
}
