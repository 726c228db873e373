/**
 * The convert routes' parameters (convertRoutes.mjs), each checked into what the AMM needs or
 * a 400 that names it: chains (CAIP-2) with an AMM, tokens of the swap list (CAIP-10), users
 * (plain or CAIP-10 addresses), amounts in base units, slippage in percent.
 */
import { getAddress, isAddress } from 'ethers';
import { ApiHttpError } from './http.mjs';
import { baseUnits, required } from './routeHelpers.mjs';
import { NATIVE_TOKEN } from './tokens.mjs';

export const SWAPS_UNSUPPORTED = 'Network not supported for Swaps';
export const GAS_PRICE_UNSUPPORTED = 'Network not supported for Gas Price';

/** The largest slippage build-transaction takes, in percent. */
const MAX_SLIPPAGE = 50;

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const CAIP10 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/;

export const tokensOf = (chain) => [NATIVE_TOKEN, ...chain.tokens];
/** The swap list leaves out tokens that cannot move (BRK, `swappable: false`); prices still cover them. */
export const swappableOf = (chain) => tokensOf(chain).filter((t) => t.swappable !== false);

/** A served chain with an AMM; 400 `unsupported` for a well-formed CAIP-2 id that is not one. */
export function swapChain(ctx, caip2, name, unsupported = SWAPS_UNSUPPORTED) {
  if (!CAIP2.test(caip2))
    throw new ApiHttpError(400, `Invalid ${name} ${caip2}: expected eip155:<id>`);
  const chain = ctx.chains.get(caip2);
  if (!chain?.amm) throw new ApiHttpError(400, unsupported);
  return { caip2, ...chain };
}

/** A CAIP-10 id on a swap chain: the chain and the checksummed address. */
function swapAccount(ctx, id, name) {
  const match = CAIP10.exec(id);
  if (!match) throw new ApiHttpError(400, `Invalid ${name} ${id}: expected eip155:<id>:0x…`);
  const chain = swapChain(ctx, match[1], name);
  if (!isAddress(match[2]) || !match[2].startsWith('0x'))
    throw new ApiHttpError(400, `Invalid ${name} ${id}: expected eip155:<id>:0x…`);
  return { chain, address: getAddress(match[2]) };
}

/** A swappable token named by its CAIP-10 id; 400 when the chain's swap list lacks it. */
export function swapToken(ctx, id, name) {
  const { chain, address } = swapAccount(ctx, id, name);
  const token = swappableOf(chain).find((t) => t.address.toLowerCase() === address.toLowerCase());
  if (!token) throw new ApiHttpError(400, `Unknown token ${id}`);
  return { chain, token, id: `${chain.caip2}:${token.address}` };
}

/** A user's address, plain (`0x…`) or CAIP-10 on `chain`. */
export function userOf(ctx, value, name, chain) {
  if (isAddress(value) && value.startsWith('0x')) return getAddress(value);
  const account = swapAccount(ctx, value, name);
  if (chain && account.chain.caip2 !== chain.caip2)
    throw new ApiHttpError(400, `${name} ${value} is not on ${chain.caip2}`);
  return account.address;
}

/** A positive base-unit amount. */
export function positive(value, name = 'amount') {
  const amount = baseUnits(value, name);
  if (amount === 0n) throw new ApiHttpError(400, `Invalid ${name} 0: must be more than 0`);
  return amount;
}

/** `from` and `to` of one swap: both swappable, on one chain, not the same token. */
export function swapPair(ctx, source) {
  const from = swapToken(ctx, required(source, 'from'), 'from');
  const to = swapToken(ctx, required(source, 'to'), 'to');
  if (from.chain.caip2 !== to.chain.caip2)
    throw new ApiHttpError(400, 'from and to are on different chains');
  if (from.token === to.token) throw new ApiHttpError(400, 'from and to are the same token');
  return { chain: from.chain, from, to };
}

/** `eip155.slippage` in percent; the spec's 1 when missing. */
export function slippageOf(value) {
  if (value === undefined) return 1;
  const slippage = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (
    typeof slippage !== 'number' ||
    !Number.isFinite(slippage) ||
    slippage < 0 ||
    slippage > MAX_SLIPPAGE
  )
    throw new ApiHttpError(
      400,
      `Invalid eip155.slippage ${value}: a percent from 0 to ${MAX_SLIPPAGE}`,
    );
  return slippage;
}
