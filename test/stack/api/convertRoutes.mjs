/**
 * Swap ("convert") and price routes, answered by the real Uniswap V2 AMM that the
 * stand-in deploys to every local chain (deployAmm.mjs):
 *
 *   GET  /v1/convert/tokens?chainId              the swappable tokens (native first), with icons
 *   GET  /v1/convert/quotes?amount&userAddress&from&to[&gasPrice]
 *                                                the router's getAmountsOut, best of the direct
 *                                                pool and the route through WETH
 *   GET  /v1/convert/allowance?tokenAddress&userAddress   the token's allowance to the router
 *   GET  /v1/convert/gas-price?chainId           eth_gasPrice (standard), ×1.2, ×1.5
 *   GET  /v1/convert/build-approve?userAddress&from&to[&amount]
 *                                                approve(router, amount; default unlimited)
 *   POST /v1/convert/build-transaction {amount, from, to, userAddress, eip155: {slippage},
 *                                       disableEstimate}
 *                                                Router02 calldata: the quote again, less the
 *                                                slippage (percent) as amountOutMin, a deadline
 *   POST /v1/fungible/price                      the fixture prices (tokens.mjs)
 *
 * Token ids are CAIP-10, the native currency `0xeeee…eeee`; amounts are base units. Errors: a
 * malformed parameter is a 400 naming it; a chain the stand-in does not serve is a 400 'Network
 * not supported for Swaps' ('… for Gas Price' on gas-price); no route or no liquidity is a 400
 * 'insufficient liquidity' (the aggregator's words, ammQuotes.mjs NO_LIQUIDITY).
 */
import { MaxUint256, toBeHex } from 'ethers';
import { chainTime, isNative, minimumOut, quoteExactIn, swapCall } from './ammQuotes.mjs';
import { ethCall, rpc, rpcBatch } from './chainRpc.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { baseUnits, caip10, required } from './routeHelpers.mjs';
import {
  GAS_PRICE_UNSUPPORTED,
  positive,
  slippageOf,
  swapChain,
  swapPair,
  swapToken,
  swappableOf,
  tokensOf,
  userOf,
} from './swapParams.mjs';
import { ERC20 } from './tokens.mjs';
import { errorMessage } from '../errorMessage.mjs';

/** build-transaction's deadline: this long after the chain's latest block. */
const DEADLINE_SECONDS = 20n * 60n;
/** Headroom on the estimate: the pool may move between the build and the send. */
const GAS_HEADROOM_PERCENT = 125n;
/**
 * And on top of it, for each pair on the path: a Uniswap V2 pair updates its price accumulators
 * only when the block's time differs from its last update, two storage writes (about 45,000
 * gas) that an estimate made in the same second as the pool's last change leaves out. Without
 * this the first swap after a pool change could run out of gas and revert (seen in CI).
 */
const ORACLE_UPDATE_GAS = 50_000n;
/** The gas limit when the caller disables the estimate (an approval not mined yet). */
const UNESTIMATED_GAS = 300_000n;

async function gasPrices(chain) {
  const standard = BigInt(await rpc(chain.rpcUrl, 'eth_gasPrice'));
  return {
    standard: standard.toString(),
    fast: ((standard * 12n) / 10n).toString(),
    instant: ((standard * 15n) / 10n).toString(),
  };
}

/** What stops `user` from swapping `amount` of `token` now: no balance, no allowance; or null. */
async function shortfall(chain, token, user, amount) {
  if (isNative(token)) {
    const balance = BigInt(await rpc(chain.rpcUrl, 'eth_getBalance', [user, 'latest']));
    return balance < amount ? `Not enough balance: ${balance} is below the amount ${amount}` : null;
  }
  const [balance, allowance] = (
    await rpcBatch(chain.rpcUrl, [
      [
        'eth_call',
        [{ to: token.address, data: ERC20.encodeFunctionData('balanceOf', [user]) }, 'latest'],
      ],
      [
        'eth_call',
        [
          {
            to: token.address,
            data: ERC20.encodeFunctionData('allowance', [user, chain.amm.router]),
          },
          'latest',
        ],
      ],
    ])
  ).map((raw) => BigInt(raw));
  if (balance < amount) return `Not enough balance: ${balance} is below the amount ${amount}`;
  if (allowance < amount)
    return `Not enough allowance: ${allowance} is below the amount ${amount} (spender ${chain.amm.router})`;
  return null;
}

/**
 * The swap's gas limit: the node's estimate with headroom, and the accumulator writes of each
 * pair on the path; 400 when the swap would revert.
 */
async function swapGas(chain, transaction, pairs) {
  try {
    const estimate = BigInt(await rpc(chain.rpcUrl, 'eth_estimateGas', [transaction]));
    return (estimate * GAS_HEADROOM_PERCENT) / 100n + ORACLE_UPDATE_GAS * BigInt(pairs);
  } catch (error) {
    // The node's answer ("execution reverted: …"), not the chain's URL around it.
    const reverted = /eth_estimateGas: (.*)$/s.exec(errorMessage(error));
    if (!reverted) throw error;
    throw new ApiHttpError(400, reverted[1]);
  }
}

/** @param {{ chains: Map<string, { rpcUrl: string, tokens: object[], amm?: object }> }} ctx */
export function convertRoutes(ctx) {
  return [
    {
      id: 'tokens',
      method: 'GET',
      path: /^\/v1\/convert\/tokens$/,
      handle: ({ query }) => {
        const chain = swapChain(ctx, required(query, 'chainId'), 'chainId');
        return {
          tokens: swappableOf(chain).map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: `${chain.caip2}:${t.address}`,
            decimals: t.decimals,
            logoUri: letterIcon(t.symbol, ICON_COLORS[t.symbol] ?? '#475569'),
            eip2612: false,
          })),
        };
      },
    },
    {
      id: 'quotes',
      method: 'GET',
      path: /^\/v1\/convert\/quotes$/,
      handle: async ({ query }) => {
        const { chain, from, to } = swapPair(ctx, query);
        userOf(ctx, required(query, 'userAddress'), 'userAddress', chain);
        const amount = positive(required(query, 'amount'));
        if (query.has('gasPrice')) baseUnits(query.get('gasPrice'), 'gasPrice');
        const { amountOut } = await quoteExactIn(chain, from.token, to.token, amount);
        return {
          quotes: [
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: from.id,
              toAmount: amountOut.toString(),
              toAccount: to.id,
            },
          ],
        };
      },
    },
    {
      id: 'price',
      method: 'POST',
      path: /^\/v1\/fungible\/price$/,
      handle: ({ body }) => {
        const currency = required(body, 'currency');
        if (currency !== 'usd') throw new ApiHttpError(400, `Unsupported currency ${currency}`);
        if (!Array.isArray(body.addresses))
          throw new ApiHttpError(400, 'addresses must be a list of CAIP-10 ids');
        // Unknown tokens are left out rather than failing the whole list.
        const fungibles = body.addresses.flatMap((id) => {
          try {
            const { chain, address } = caip10(ctx, id, 'addresses');
            const t = tokensOf(chain).find(
              (x) => x.address.toLowerCase() === address.toLowerCase(),
            );
            if (!t) return [];
            return [
              {
                name: t.name,
                symbol: t.symbol,
                iconUrl: letterIcon(t.symbol, ICON_COLORS[t.symbol] ?? '#475569'),
                price: t.priceUsd,
                address: `${chain.caip2}:${t.address}`,
              },
            ];
          } catch {
            return [];
          }
        });
        return { fungibles };
      },
    },
    {
      id: 'allowance',
      method: 'GET',
      path: /^\/v1\/convert\/allowance$/,
      handle: async ({ query }) => {
        const { chain, token: t } = swapToken(ctx, required(query, 'tokenAddress'), 'tokenAddress');
        const owner = userOf(ctx, required(query, 'userAddress'), 'userAddress', chain);
        if (isNative(t)) return { allowance: MaxUint256.toString() };
        const raw = await ethCall(
          chain.rpcUrl,
          t.address,
          ERC20.encodeFunctionData('allowance', [owner, chain.amm.router]),
        );
        return { allowance: BigInt(raw).toString() };
      },
    },
    {
      id: 'gasPrice',
      method: 'GET',
      path: /^\/v1\/convert\/gas-price$/,
      handle: ({ query }) =>
        gasPrices(swapChain(ctx, required(query, 'chainId'), 'chainId', GAS_PRICE_UNSUPPORTED)),
    },
    {
      id: 'buildTransaction',
      method: 'POST',
      path: /^\/v1\/convert\/build-transaction$/,
      handle: async ({ body }) => {
        const { chain, from, to } = swapPair(ctx, body);
        const user = userOf(ctx, required(body, 'userAddress'), 'userAddress', chain);
        const amount = positive(required(body, 'amount'));
        const slippage = slippageOf(body.eip155?.slippage);
        const disableEstimate = body.disableEstimate === true || body.disableEstimate === 'true';
        const [quote, now, { standard }] = await Promise.all([
          quoteExactIn(chain, from.token, to.token, amount),
          chainTime(chain.rpcUrl),
          gasPrices(chain),
        ]);
        const { data, value } = swapCall({
          from: from.token,
          to: to.token,
          path: quote.path,
          amountIn: amount,
          amountOutMin: minimumOut(quote.amountOut, slippage),
          recipient: user,
          deadline: now + DEADLINE_SECONDS,
        });
        let gas = UNESTIMATED_GAS;
        if (!disableEstimate) {
          const problem = await shortfall(chain, from.token, user, amount);
          if (problem) throw new ApiHttpError(400, problem);
          gas = await swapGas(
            chain,
            {
              from: user,
              to: chain.amm.router,
              data,
              value: toBeHex(value),
            },
            quote.path.length - 1,
          );
        }
        return {
          tx: {
            from: `${chain.caip2}:${user}`,
            to: `${chain.caip2}:${chain.amm.router}`,
            data,
            amount: value.toString(),
            eip155: { gas: gas.toString(), gasPrice: standard },
          },
        };
      },
    },
    {
      id: 'buildApprove',
      method: 'GET',
      path: /^\/v1\/convert\/build-approve$/,
      handle: async ({ query }) => {
        const { chain, from } = swapPair(ctx, query);
        const user = userOf(ctx, required(query, 'userAddress'), 'userAddress', chain);
        if (isNative(from.token))
          throw new ApiHttpError(400, 'The native currency needs no approval');
        const amount = query.has('amount') ? baseUnits(query.get('amount')) : MaxUint256;
        const { standard } = await gasPrices(chain);
        return {
          tx: {
            from: `${chain.caip2}:${user}`,
            to: from.id,
            data: ERC20.encodeFunctionData('approve', [chain.amm.router, amount]),
            value: '0',
            eip155: { gasPrice: standard },
          },
        };
      },
    },
  ];
}
