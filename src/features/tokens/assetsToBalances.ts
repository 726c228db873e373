import * as z from 'zod/mini';
import { PorticoError } from '../../adapter/PorticoError';
import type { TokenBalance } from './types';

/** ERC-20 `decimals` is a uint8: more is not a token, and 10^decimals stays small. */
const MAX_DECIMALS = 255;

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The placeholder EIP-7811 (after ERC-7528) gives the native currency as its address. */
const NATIVE_PLACEHOLDER = /^0x[eE]{40}$/;

const metadataSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.union([
    z.int().check(z.gte(0), z.lte(MAX_DECIMALS)),
    z.string().check(z.regex(/^\d{1,3}$/)),
  ]),
  price: z.optional(z.number().check(z.gte(0))),
  iconUrl: z.optional(z.string()),
});

const balanceSchema = z.string().check(z.regex(HEX_QUANTITY));

/** ERC20 or NATIVE, a hex balance, its metadata. */
const assetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ERC20'),
    address: z.string().check(z.regex(EVM_ADDRESS)),
    balance: balanceSchema,
    metadata: metadataSchema,
  }),
  z.object({
    type: z.literal('NATIVE'),
    address: z.optional(z.string().check(z.regex(NATIVE_PLACEHOLDER))),
    balance: balanceSchema,
    metadata: metadataSchema,
  }),
]);
type Asset = z.output<typeof assetSchema>;

/**
 * EIP-7811 as published writes the types in lower case (`erc20`, `native`) and the native
 * asset's address as `'native'`; the product API writes `ERC20`, `NATIVE`. Both are read the same.
 */
function asSpecShape(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null) return entry;
  const { type, address } = entry as { type?: unknown; address?: unknown };
  if (typeof type !== 'string') return entry;
  const upper = type.toUpperCase();
  const normalised: Record<string, unknown> = { ...entry, type: upper };
  if (upper === 'NATIVE' && address === 'native') delete normalised.address;
  return normalised;
}

/** `units` smallest units as an exact decimal string (no float on the way): 1500000, 6 → 1.5. */
function toDecimalString(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function toBalance(asset: Asset, chainId: `${string}:${string}`): TokenBalance | null {
  const { name, symbol, price, iconUrl } = asset.metadata;
  const decimals = Number(asset.metadata.decimals);
  if (decimals > MAX_DECIMALS) return null;
  const numeric = toDecimalString(BigInt(asset.balance), decimals);
  return {
    name,
    symbol,
    chainId,
    ...(asset.type === 'ERC20' ? { address: `${chainId}:${asset.address}` } : {}),
    value: price === undefined ? 0 : price * Number(numeric),
    price: price ?? 0,
    quantity: { decimals: String(decimals), numeric },
    ...(iconUrl === undefined ? {} : { iconUrl }),
  };
}

/** The EIP-155 chain id of a hex key of the answer (`0x7a69` → 31337n), or null. */
const chainOfKey = (key: string): bigint | null => (HEX_QUANTITY.test(key) ? BigInt(key) : null);

/**
 * The token balances in a wallet's `wallet_getAssets` answer (EIP-7811: `{ [hexChainId]:
 * Asset[] }`) for `chainId` (CAIP-2, e.g. `eip155:31337`). Other chains' entries are ignored,
 * and so is each asset that does not match the shape exactly: one bad entry
 * never costs the others. An answer that is not that map at all is the wallet's failure.
 */
export function assetsToBalances(answer: unknown, chainId: `${string}:${string}`): TokenBalance[] {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new PorticoError('INVALID_ASSETS', 'The wallet returned invalid assets', {
      details: 'wallet_getAssets did not answer a map of chain ids to assets',
    });
  }
  const reference = chainId.split(':')[1] ?? '';
  const chain = /^\d+$/.test(reference) ? BigInt(reference) : null;
  const balances: TokenBalance[] = [];
  for (const [key, assets] of Object.entries(answer)) {
    if (chain === null || chainOfKey(key) !== chain) continue;
    if (!Array.isArray(assets)) {
      throw new PorticoError('INVALID_ASSETS', 'The wallet returned invalid assets', {
        details: `wallet_getAssets listed no array for chain ${key}`,
      });
    }
    for (const entry of assets) {
      const parsed = assetSchema.safeParse(asSpecShape(entry));
      const balance = parsed.success ? toBalance(parsed.data, chainId) : null;
      if (balance) balances.push(balance);
    }
  }
  return balances;
}
