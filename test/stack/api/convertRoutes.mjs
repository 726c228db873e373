/**
 * Swap ("convert") and price routes (spec §7). Allowance and gas price are read from the local
 * chain; quotes and prices come from the fixture prices, and the built transactions are real
 * calldata: build-approve approves SWAP_ROUTER on the token, so sending it moves the allowance
 * that GET /v1/convert/allowance then reads.
 */
import { Interface, MaxUint256 } from 'ethers';
import { ethCall, rpc } from './chainRpc.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { address, baseUnits, caip10, chainOf, required } from './routeHelpers.mjs';
import { ERC20, NATIVE_TOKEN, SWAP_ROUTER } from './tokens.mjs';

const ROUTER = new Interface([
  'function swap(address fromToken, address toToken, uint256 amount, uint256 minReturn)',
]);
/** The router's fee, in tenths of a percent: quotes return 99.7% of the fair amount. */
const FEE_PER_MILLE = 3n;
const PRICE_SCALE = 1_000_000;

const isNative = (token) => token.address.toLowerCase() === NATIVE_TOKEN.address;
const tokensOf = (chain) => [NATIVE_TOKEN, ...chain.tokens];
/** The swap list leaves out tokens that cannot move (BRK, `swappable: false`); prices still cover them. */
const swappableOf = (chain) => tokensOf(chain).filter((t) => t.swappable !== false);

/** The token a CAIP-10 id names, on its chain; 400 when the chain has no such token. */
function token(ctx, id, name) {
  const { chain, address: tokenAddress } = caip10(ctx, id, name);
  const found = tokensOf(chain).find((t) => t.address.toLowerCase() === tokenAddress.toLowerCase());
  if (!found) throw new ApiHttpError(400, `Unknown token ${id}`);
  return { chain, token: found, id: `${chain.caip2}:${found.address}` };
}

/** `amount` of `from` in base units, converted to base units of `to` at the fixture prices, less the fee. */
function convert(amount, from, to) {
  const fromPrice = BigInt(Math.round(from.priceUsd * PRICE_SCALE));
  const toPrice = BigInt(Math.round(to.priceUsd * PRICE_SCALE));
  if (toPrice === 0n) return 0n;
  const fair =
    (amount * fromPrice * 10n ** BigInt(to.decimals)) / (toPrice * 10n ** BigInt(from.decimals));
  return (fair * (1000n - FEE_PER_MILLE)) / 1000n;
}

async function gasPrices(chain) {
  const standard = BigInt(await rpc(chain.rpcUrl, 'eth_gasPrice'));
  return {
    standard: standard.toString(),
    fast: ((standard * 12n) / 10n).toString(),
    instant: ((standard * 15n) / 10n).toString(),
  };
}

/** @param {{ chains: Map<string, { rpcUrl: string, tokens: object[] }> }} ctx */
export function convertRoutes(ctx) {
  return [
    {
      id: 'tokens',
      method: 'GET',
      path: /^\/v1\/convert\/tokens$/,
      handle: ({ query }) => {
        const chain = chainOf(ctx, required(query, 'chainId'));
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
      handle: ({ query }) => {
        address(required(query, 'userAddress'), 'userAddress');
        const amount = baseUnits(required(query, 'amount'));
        const from = token(ctx, required(query, 'from'), 'from');
        const to = token(ctx, required(query, 'to'), 'to');
        if (from.chain.caip2 !== to.chain.caip2)
          throw new ApiHttpError(400, 'from and to are on different chains');
        return {
          quotes: [
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: from.id,
              toAmount: convert(amount, from.token, to.token).toString(),
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
            const { token: t, id: canonical } = token(ctx, id, 'addresses');
            return [
              {
                name: t.name,
                symbol: t.symbol,
                iconUrl: letterIcon(t.symbol, ICON_COLORS[t.symbol] ?? '#475569'),
                price: t.priceUsd,
                address: canonical,
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
        const { chain, token: t } = token(ctx, required(query, 'tokenAddress'), 'tokenAddress');
        const owner = address(required(query, 'userAddress'), 'userAddress');
        if (isNative(t)) return { allowance: MaxUint256.toString() };
        const raw = await ethCall(
          chain.rpcUrl,
          t.address,
          ERC20.encodeFunctionData('allowance', [owner, SWAP_ROUTER]),
        );
        return { allowance: BigInt(raw).toString() };
      },
    },
    {
      id: 'gasPrice',
      method: 'GET',
      path: /^\/v1\/convert\/gas-price$/,
      handle: ({ query }) => gasPrices(chainOf(ctx, required(query, 'chainId'))),
    },
    {
      id: 'buildTransaction',
      method: 'POST',
      path: /^\/v1\/convert\/build-transaction$/,
      handle: async ({ body }) => {
        const amount = baseUnits(required(body, 'amount'));
        const from = token(ctx, required(body, 'from'), 'from');
        const to = token(ctx, required(body, 'to'), 'to');
        const user = caip10(ctx, required(body, 'userAddress'), 'userAddress');
        const slippage = Number(body.eip155?.slippage ?? 1);
        if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50)
          throw new ApiHttpError(400, `Invalid eip155.slippage ${body.eip155?.slippage}`);
        const minReturn =
          (convert(amount, from.token, to.token) * BigInt(Math.round((100 - slippage) * 100))) /
          10_000n;
        const { standard } = await gasPrices(from.chain);
        return {
          tx: {
            from: `${user.chain.caip2}:${user.address}`,
            to: `${from.chain.caip2}:${SWAP_ROUTER}`,
            data: ROUTER.encodeFunctionData('swap', [
              from.token.address,
              to.token.address,
              amount,
              minReturn,
            ]),
            amount: isNative(from.token) ? amount.toString() : '0',
            eip155: { gas: '250000', gasPrice: standard },
          },
        };
      },
    },
    {
      id: 'buildApprove',
      method: 'GET',
      path: /^\/v1\/convert\/build-approve$/,
      handle: async ({ query }) => {
        const user = address(required(query, 'userAddress'), 'userAddress');
        const from = token(ctx, required(query, 'from'), 'from');
        token(ctx, required(query, 'to'), 'to');
        if (isNative(from.token))
          throw new ApiHttpError(400, 'The native currency needs no approval');
        const { standard } = await gasPrices(from.chain);
        return {
          tx: {
            from: `${from.chain.caip2}:${user}`,
            to: from.id,
            data: ERC20.encodeFunctionData('approve', [SWAP_ROUTER, MaxUint256]),
            value: '0',
            eip155: { gasPrice: standard },
          },
        };
      },
    },
  ];
}
