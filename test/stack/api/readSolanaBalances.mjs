/**
 * GET /v1/account/{address}/balance for the local Solana cluster, read from its RPC (the
 * Solana stand-in): SOL always, and every SPL token the stand-in knows that the address holds
 * (non-zero only, summed over its token accounts), valued at the fixture prices. Entries have
 * the spec's "Token balance" shape, as the EVM ones (readBalances.mjs) do.
 */
import { rpc } from './chainRpc.mjs';
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';

export const SOL_TOKEN = Object.freeze({
  name: 'Solana',
  symbol: 'SOL',
  decimals: 9,
  priceUsd: 150,
});
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * `raw` smallest units as a decimal string with `decimals` places, trailing zeros cut.
 * @param {bigint} raw
 * @param {number} decimals
 */
function formatUnits(raw, decimals) {
  const text = raw.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * @param {{ name: string, symbol: string, decimals: number, priceUsd: number }} token
 * @param {string} caip2
 * @param {bigint} raw
 * @param {string} [mint]
 */
function tokenBalance(token, caip2, raw, mint) {
  const numeric = formatUnits(raw, token.decimals);
  return {
    name: token.name,
    symbol: token.symbol,
    chainId: caip2,
    ...(mint ? { address: `${caip2}:${mint}` } : {}),
    value: Number(numeric) * token.priceUsd,
    price: token.priceUsd,
    quantity: { decimals: String(token.decimals), numeric },
    iconUrl: letterIcon(token.symbol, ICON_COLORS[token.symbol] ?? '#475569'),
  };
}

/**
 * A base58 Solana address; 400 otherwise.
 * @param {unknown} value
 */
export function solanaAddress(value) {
  if (typeof value !== 'string' || !BASE58_ADDRESS.test(value))
    throw new ApiHttpError(400, `Invalid address ${value}`);
  return value;
}

/**
 * @param {{ rpcUrl: string, caip2: string, address: string, tokens: Array<{ name: string,
 *   symbol: string, decimals: number, priceUsd: number, address: string }> }} options
 */
export async function readSolanaBalances({ rpcUrl, caip2, address, tokens }) {
  const [native, accounts] = await Promise.all([
    rpc(rpcUrl, 'getBalance', [address]),
    rpc(rpcUrl, 'getTokenAccountsByOwner', [
      address,
      { programId: TOKEN_PROGRAM },
      { encoding: 'jsonParsed' },
    ]),
  ]);
  /** @type {Map<string, bigint>} */
  const held = new Map();
  for (const { account } of accounts?.value ?? []) {
    const info = account?.data?.parsed?.info;
    if (!info?.mint) continue;
    held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(info.tokenAmount?.amount ?? 0));
  }
  return [
    tokenBalance(SOL_TOKEN, caip2, BigInt(native?.value ?? 0)),
    ...tokens.flatMap((token) => {
      const raw = held.get(token.address) ?? 0n;
      return raw > 0n ? [tokenBalance(token, caip2, raw, token.address)] : [];
    }),
  ];
}
