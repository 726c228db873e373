/**
 * Parameter checks shared by the stand-in's routes. Each failure is a 400 that names the
 * parameter, so a contract test that sends the wrong thing learns what.
 */
import { getAddress, isAddress } from 'ethers';
import { ApiHttpError } from './http.mjs';

/**
 * A required query parameter or body field (non-empty string).
 * @param {URLSearchParams | Record<string, unknown> | null | undefined} source
 * @param {string} name
 * @returns {string}
 */
export function required(source, name) {
  const value = source instanceof URLSearchParams ? source.get(name) : source?.[name];
  if (typeof value !== 'string' || value === '') throw new ApiHttpError(400, `Missing ${name}`);
  return value;
}

/**
 * A checksummed EVM address; 400 otherwise.
 * @param {unknown} value
 * @param {string} [name]
 */
export function address(value, name = 'address') {
  if (typeof value !== 'string' || !isAddress(value))
    throw new ApiHttpError(400, `Invalid ${name} ${value}`);
  return getAddress(value);
}

/**
 * The local chain a CAIP-2 id names (`eip155:31337`); 400 when malformed, `unserved` (default
 * 400) when not served.
 * @template {object} C
 * @param {{ chains: Map<string, C> }} ctx
 * @param {unknown} caip2
 * @param {string} [name]
 * @param {number} [unserved]
 * @returns {C & { caip2: string }}
 */
export function chainOf(ctx, caip2, name = 'chainId', unserved = 400) {
  if (typeof caip2 !== 'string' || !/^eip155:\d+$/.test(caip2)) {
    throw new ApiHttpError(400, `Invalid ${name} ${caip2}: expected eip155:<id>`);
  }
  const chain = ctx.chains.get(caip2);
  if (!chain) throw new ApiHttpError(unserved, `Unsupported chain ${caip2}`);
  return { caip2, ...chain };
}

/**
 * A CAIP-10 account or token id (`eip155:31337:0x…`): its chain and checksummed address.
 * @template {object} C
 * @param {{ chains: Map<string, C> }} ctx
 * @param {unknown} value
 * @param {string} name
 */
export function caip10(ctx, value, name) {
  const match = typeof value === 'string' ? /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(value) : null;
  if (!match) throw new ApiHttpError(400, `Invalid ${name} ${value}: expected eip155:<id>:0x…`);
  return { chain: chainOf(ctx, match[1], name), address: getAddress(match[2]) };
}

/**
 * A decimal integer string in base units (`amount`); 400 otherwise.
 * @param {unknown} value
 * @param {string} [name]
 */
export function baseUnits(value, name = 'amount') {
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw new ApiHttpError(400, `Invalid ${name} ${value}: base units`);
  return BigInt(value);
}
