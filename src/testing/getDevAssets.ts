import { firstParamObject, parseChainIdParam, toHexChainId } from './chainParams';
import { DevWalletRpcError, invalidParams } from './DevWalletRpcError';
import type { DevWalletAsset, DevWalletChain } from './types';

/** EIP-7811's address of the native currency (the ERC-7528 placeholder). */
const NATIVE_ASSET_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** `balanceOf(address)`. */
const BALANCE_OF = '0x70a08231';

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;
const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

type AssetType = 'NATIVE' | 'ERC20';

/** One asset of the `wallet_getAssets` answer. */
interface DevAsset {
  address: string;
  balance: string;
  type: AssetType;
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl?: string };
}

/** A `wallet_getAssets` request, checked. */
interface GetAssetsRequest {
  account: string;
  /** The chains asked for; null for every chain the wallet knows. */
  chainIds: readonly number[] | null;
  /** The asset types asked for; null for both. */
  types: ReadonlySet<AssetType> | null;
  /** Per chain, the `type:address` keys of the only assets asked for; null for all. */
  only: ReadonlyMap<number, ReadonlySet<string>> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** EIP-7811 spells types in lower case; the product in upper case. Unknown types match nothing. */
const toAssetType = (value: unknown): AssetType | null => {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return upper === 'NATIVE' || upper === 'ERC20' ? upper : null;
};

const assetKey = (type: AssetType, address: string) =>
  type === 'NATIVE' ? 'NATIVE' : `ERC20:${address.toLowerCase()}`;

/** Reads EIP-7811's `[{ account, chainFilter?, assetTypeFilter?, assetFilter? }]`. */
export function parseGetAssetsRequest(params: readonly unknown[]): GetAssetsRequest {
  const input = firstParamObject(params, 'wallet_getAssets');
  if (typeof input.account !== 'string' || !EVM_ADDRESS.test(input.account))
    throw invalidParams('account must be an address');
  const listOf = (field: string): unknown[] | null => {
    const value = input[field];
    if (value === undefined) return null;
    if (!Array.isArray(value)) throw invalidParams(`${field} must be an array`);
    return value;
  };
  const chainIds = listOf('chainFilter')?.map(parseChainIdParam) ?? null;
  const typeList = listOf('assetTypeFilter');
  const types = typeList
    ? new Set(typeList.map(toAssetType).filter((t): t is AssetType => t !== null))
    : null;
  let only: Map<number, Set<string>> | null = null;
  if (input.assetFilter !== undefined) {
    if (!isRecord(input.assetFilter)) throw invalidParams('assetFilter must be an object');
    only = new Map();
    for (const [key, entries] of Object.entries(input.assetFilter)) {
      if (!Array.isArray(entries)) throw invalidParams(`assetFilter.${key} must be an array`);
      const keys = new Set<string>();
      for (const entry of entries) {
        if (!isRecord(entry) || typeof entry.address !== 'string')
          throw invalidParams(`assetFilter.${key} lists { address, type } objects`);
        const type = toAssetType(entry.type);
        if (type) keys.add(assetKey(type, entry.address));
      }
      only.set(parseChainIdParam(key), keys);
    }
  }
  return { account: input.account, chainIds, types, only };
}

/** `0x`-prefixed hex without leading zeros, as JSON-RPC quantities are written. */
const toQuantity = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value))
    throw new DevWalletRpcError(-32603, `${what} returned ${JSON.stringify(value)}, not a number`);
  return `0x${BigInt(value).toString(16)}`;
};

interface DevAssetSources {
  chains: ReadonlyMap<number, DevWalletChain>;
  /** The ERC-20 tokens the wallet watches (its `assets` option). */
  tokens: readonly DevWalletAsset[];
  /** The native currency's price, when the wallet knows one. */
  nativePrice: number | undefined;
  /** One JSON-RPC call to a chain's URL. */
  call(url: string, method: string, params: readonly unknown[]): Promise<unknown>;
}

async function chainAssets(
  request: GetAssetsRequest,
  chain: DevWalletChain,
  sources: DevAssetSources,
): Promise<DevAsset[]> {
  const only = request.only?.get(chain.chainId);
  const wants = (type: AssetType, address: string) =>
    (request.types === null || request.types.has(type)) &&
    (request.only === null || (only?.has(assetKey(type, address)) ?? false));
  const read = (method: string, params: readonly unknown[]) =>
    sources.call(chain.rpcUrl, method, params);
  const { account } = request;

  const native = wants('NATIVE', NATIVE_ASSET_ADDRESS)
    ? read('eth_getBalance', [account, 'latest']).then((balance): DevAsset[] => [
        {
          address: NATIVE_ASSET_ADDRESS,
          balance: toQuantity(balance, 'eth_getBalance'),
          type: 'NATIVE',
          metadata: {
            ...chain.nativeCurrency,
            ...(sources.nativePrice === undefined ? {} : { price: sources.nativePrice }),
          },
        },
      ])
    : Promise.resolve([]);
  const tokens = sources.tokens
    .filter((token) => token.chainId === undefined || token.chainId === chain.chainId)
    .filter((token) => wants('ERC20', token.address))
    .map(async (token): Promise<DevAsset[]> => {
      const data = `${BALANCE_OF}${account.slice(2).toLowerCase().padStart(64, '0')}`;
      const result = await read('eth_call', [{ to: token.address, data }, 'latest']);
      // No contract at that address on this chain: the token is not there.
      if (result === '0x') return [];
      const { name, symbol, decimals, price, iconUrl } = token;
      return [
        {
          address: token.address,
          balance: toQuantity(result, 'balanceOf'),
          type: 'ERC20',
          metadata: {
            name,
            symbol,
            decimals,
            ...(price === undefined ? {} : { price }),
            ...(iconUrl === undefined ? {} : { iconUrl }),
          },
        },
      ];
    });
  return (await Promise.all([native, ...tokens])).flat();
}

/**
 * `wallet_getAssets` (EIP-7811) answered from the chains themselves: the native balance
 * (`eth_getBalance`) and each watched token's (`eth_call balanceOf`), as
 * `{ [hexChainId]: Asset[] }` with hex balances. Chains the wallet does not know are left out.
 */
export async function getDevAssets(
  request: GetAssetsRequest,
  sources: DevAssetSources,
): Promise<Record<string, DevAsset[]>> {
  const ids = request.chainIds ?? [...sources.chains.keys()];
  const chains = [...new Set(ids)]
    .map((id) => sources.chains.get(id))
    .filter((chain): chain is DevWalletChain => chain !== undefined)
    .filter((chain) => request.only === null || request.only.has(chain.chainId));
  const answers = await Promise.all(
    chains.map(
      async (chain) =>
        [toHexChainId(chain.chainId), await chainAssets(request, chain, sources)] as const,
    ),
  );
  return Object.fromEntries(answers);
}
