/**
 * GET /v1/account/{address}/balance for the local Bitcoin regtest chain, read from its Esplora
 * REST API (the Bitcoin stand-in, test/stack/bitcoin/): one BTC row, always (0 when nothing
 * was ever paid to the address, as SOL on Solana), in the spec's "Token balance" shape that
 * readSolanaBalances.mjs builds for SOL, so the modal shows it with a USD value (the balance
 * and the send preview's fee).
 *
 * The balance is what an Esplora wallet shows: funded minus spent sats of `chain_stats` plus
 * `mempool_stats`. Esplora validates the address strictly; its 400 is a 400 here, any other
 * failure (no answer, another status, a body that is not the address stats) a 502, as the
 * Solana path's RPC failures are (chainRpc.mjs): the chain, not the caller, is wrong.
 */
import { ICON_COLORS, letterIcon } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { errorMessage } from '../errorMessage.mjs';

/**
 * BTC at a fixed 60,000 USD: round, in the range of recent prices, and exact for the dev
 * balances (0.85 BTC = 51,000 USD, the ordinals' 10,000 sats = 6 USD).
 */
export const BTC_TOKEN = Object.freeze({
  name: 'Bitcoin',
  symbol: 'BTC',
  decimals: 8,
  priceUsd: 60_000,
});
const ESPLORA_TIMEOUT_MS = 5_000;
/** Loose shapes: bech32/bech32m (`bcrt1q…`, `tb1p…`, `bc1…`) or base58 (legacy, p2sh). */
const BECH32_ADDRESS = /^[a-z]{1,83}1[02-9ac-hj-np-z]{6,87}$/i;
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/;

/**
 * `raw` sats as a decimal string with `decimals` places, trailing zeros cut.
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
 * The native row: no `address` (absent for the native currency).
 * @param {string} caip2
 * @param {bigint} sats
 */
function btcBalance(caip2, sats) {
  const numeric = formatUnits(sats, BTC_TOKEN.decimals);
  return {
    name: BTC_TOKEN.name,
    symbol: BTC_TOKEN.symbol,
    chainId: caip2,
    value: Number(numeric) * BTC_TOKEN.priceUsd,
    price: BTC_TOKEN.priceUsd,
    quantity: { decimals: String(BTC_TOKEN.decimals), numeric },
    iconUrl: letterIcon(BTC_TOKEN.symbol, ICON_COLORS[BTC_TOKEN.symbol] ?? '#475569'),
  };
}

/**
 * A string shaped like a Bitcoin address (Esplora checks it strictly); 400 otherwise.
 * @param {unknown} value
 */
export function bitcoinAddress(value) {
  if (typeof value !== 'string' || !(BECH32_ADDRESS.test(value) || BASE58_ADDRESS.test(value)))
    throw new ApiHttpError(400, `Invalid address ${value}`);
  return value;
}

/**
 * `GET {esploraUrl}/address/{address}`'s JSON; a 400 stays a 400, other failures are 502.
 * @param {string} esploraUrl
 * @param {string} address
 * @returns {Promise<any>} any: Esplora's JSON, checked by unspentSats
 */
async function readAddressStats(esploraUrl, address) {
  const url = `${esploraUrl}/address/${encodeURIComponent(address)}`;
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(ESPLORA_TIMEOUT_MS) });
  } catch (cause) {
    throw new ApiHttpError(
      502,
      `Local Bitcoin chain ${esploraUrl} did not answer: ${errorMessage(cause)}`,
    );
  }
  if (response.status === 400) {
    const reason = (await response.text().catch(() => '')).trim();
    throw new ApiHttpError(400, `Invalid address ${address}${reason ? `: ${reason}` : ''}`);
  }
  if (!response.ok)
    throw new ApiHttpError(502, `Local Bitcoin chain ${esploraUrl}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (cause) {
    throw new ApiHttpError(502, `Local Bitcoin chain ${esploraUrl}: ${errorMessage(cause)}`);
  }
}

/**
 * Funded minus spent sats of one `*_stats` object; 502 when they are not whole numbers.
 * @param {string} esploraUrl
 * @param {any} stats any: Esplora's JSON, checked here
 */
function unspentSats(esploraUrl, stats) {
  const { funded_txo_sum: funded, spent_txo_sum: spent } = stats ?? {};
  if (!Number.isSafeInteger(funded) || !Number.isSafeInteger(spent))
    throw new ApiHttpError(502, `Local Bitcoin chain ${esploraUrl}: no address stats`);
  return BigInt(funded) - BigInt(spent);
}

/** @param {{ esploraUrl: string, caip2: string, address: string }} options */
export async function readBitcoinBalances({ esploraUrl, caip2, address }) {
  const stats = await readAddressStats(esploraUrl, address);
  const sats =
    unspentSats(esploraUrl, stats?.chain_stats) + unspentSats(esploraUrl, stats?.mempool_stats);
  return [btcBalance(caip2, sats)];
}
