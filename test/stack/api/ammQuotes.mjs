/**
 * Quotes and swap calldata from the stand-in's AMM (deployAmm.mjs): the router's own
 * `getAmountsOut` over the direct pool or a route through WETH, the best of them, and the
 * Router02 call that swaps along it.
 */
import { rpc, rpcBatchSettled } from './chainRpc.mjs';
import { ApiHttpError } from './http.mjs';
import { ROUTER } from './ammContracts.mjs';
import { NATIVE_TOKEN } from './tokens.mjs';

/**
 * What the product API answers (400) when no pool route gives anything: the swap aggregator's
 * words, which clients match (`reasons[0].description` includes 'insufficient liquidity').
 */
export const NO_LIQUIDITY = 'insufficient liquidity';

export const isNative = (token) => token.address.toLowerCase() === NATIVE_TOKEN.address;

/** The token's address in the pools: WETH for the native currency. */
export const poolToken = (amm, token) => (isNative(token) ? amm.weth : token.address);

/** The candidate paths from `from` to `to`: the direct pool, then through WETH. */
function pathsOf(amm, from, to) {
  const [a, b] = [poolToken(amm, from), poolToken(amm, to)];
  const viaWeth = [a, b].some((address) => address.toLowerCase() === amm.weth.toLowerCase());
  return viaWeth
    ? [[a, b]]
    : [
        [a, b],
        [a, amm.weth, b],
      ];
}

/**
 * The best route for exactly `amount` (base units) of `from` into `to`, by the router's
 * `getAmountsOut` at the latest block. A path without a pool, or one the router refuses, counts as
 * none; no route giving more than 0 is a 400 NO_LIQUIDITY.
 * @returns {Promise<{ path: string[], amounts: bigint[], amountOut: bigint }>}
 */
export async function quoteExactIn(chain, from, to, amount) {
  const paths = pathsOf(chain.amm, from, to);
  const answers = await rpcBatchSettled(
    chain.rpcUrl,
    paths.map((path) => [
      'eth_call',
      [
        { to: chain.amm.router, data: ROUTER.encodeFunctionData('getAmountsOut', [amount, path]) },
        'latest',
      ],
    ]),
  );
  let best = null;
  answers.forEach(({ result }, index) => {
    if (!result || result === '0x') return;
    const [amounts] = ROUTER.decodeFunctionResult('getAmountsOut', result);
    const amountOut = amounts.at(-1);
    if (amountOut > 0n && (!best || amountOut > best.amountOut)) {
      best = { path: paths[index], amounts: [...amounts], amountOut };
    }
  });
  if (!best) throw new ApiHttpError(400, NO_LIQUIDITY);
  return best;
}

/**
 * `amountOut` less `slippagePercent` (up to two decimals), rounded down: the swap's
 * `amountOutMin`. The product's swapMath.ts `minimumReceived` computes the same.
 */
export function minimumOut(amountOut, slippagePercent) {
  const basisPoints = BigInt(Math.round(slippagePercent * 100));
  return (amountOut * (10_000n - basisPoints)) / 10_000n;
}

/**
 * The Router02 call that swaps exactly `amountIn` along `path` for at least `amountOutMin`,
 * sent to `recipient`: swapExactETHForTokens (with `value`), swapExactTokensForETH or
 * swapExactTokensForTokens.
 * @returns {{ data: string, value: bigint }}
 */
export function swapCall({ from, to, path, amountIn, amountOutMin, recipient, deadline }) {
  if (isNative(from)) {
    return {
      data: ROUTER.encodeFunctionData('swapExactETHForTokens', [
        amountOutMin,
        path,
        recipient,
        deadline,
      ]),
      value: amountIn,
    };
  }
  const method = isNative(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  return {
    data: ROUTER.encodeFunctionData(method, [amountIn, amountOutMin, path, recipient, deadline]),
    value: 0n,
  };
}

/** The latest block's timestamp, in seconds: deadlines follow the chain's clock, not ours. */
export async function chainTime(rpcUrl) {
  const block = await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false]);
  return BigInt(block.timestamp);
}
