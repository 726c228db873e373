/**
 * GET /v1/account/{address}/balance, read from the local chain: the native balance (always)
 * and every stand-in token the address holds (non-zero only), valued at the fixture prices.
 */
import { formatUnits } from 'ethers';
import { ethCall, rpcBatch } from './chainRpc.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { ERC20, NATIVE_TOKEN } from './tokens.mjs';

/**
 * One entry of `balances` ("Token balance"); `address` is CAIP-10, absent for native.
 * @param {{ name: string, symbol: string, decimals: number, priceUsd: number, address: string }} token
 * @param {string} caip2
 * @param {bigint} raw
 */
function tokenBalance(token, caip2, raw) {
  const numeric = formatUnits(raw, token.decimals);
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caip2,
    ...(token === NATIVE_TOKEN ? {} : { address: `${caip2}:${token.address}` }),
    value: Number(numeric) * token.priceUsd,
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: letterIcon(token.symbol, ICON_COLORS[token.symbol] ?? '#475569'),
  };
}

/**
 * @param {{ rpcUrl: string, caip2: string, address: string, tokens: Array<{ name: string,
 *   symbol: string, decimals: number, priceUsd: number, address: string }> }} options
 */
export async function readBalances({ rpcUrl, caip2, address, tokens }) {
  const [native] = await rpcBatch(rpcUrl, [['eth_getBalance', [address, 'latest']]]);
  const held = await Promise.all(
    tokens.map(async (token) =>
      BigInt(
        await ethCall(rpcUrl, token.address, ERC20.encodeFunctionData('balanceOf', [address])),
      ),
    ),
  );
  return [
    tokenBalance(NATIVE_TOKEN, caip2, BigInt(native)),
    ...tokens.flatMap((token, index) =>
      held[index] > 0n ? [tokenBalance(token, caip2, held[index])] : [],
    ),
  ];
}
