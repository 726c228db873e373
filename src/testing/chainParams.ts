import { toHexChainId } from '../adapter/hexChainId';
import { DevWalletRpcError, invalidParams } from './DevWalletRpcError';
import type { DevWalletChain } from './types';

export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export { toHexChainId } from '../adapter/hexChainId';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `[{ chainId: '0x…' }]` as EIP-3326 and EIP-3085 send it: hex, no leading zeros. */
export function parseChainIdParam(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(
      `chainId must be a 0x-prefixed hex string without leading zeros, got ${String(value)}`,
    );
  }
  const chainId = Number.parseInt(value, 16);
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is too large`);
  return chainId;
}

export function firstParamObject(
  params: readonly unknown[],
  method: string,
): Record<string, unknown> {
  const first = params[0];
  if (!isRecord(first)) throw invalidParams(`${method} expects [{ … }]`);
  return first;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** Validates the EIP-3085 `wallet_addEthereumChain` parameter; the first RPC URL is used. */
export function parseAddEthereumChain(params: readonly unknown[]): DevWalletChain {
  const input = firstParamObject(params, 'wallet_addEthereumChain');
  const chainId = parseChainIdParam(input.chainId);
  if (typeof input.chainName !== 'string' || input.chainName.trim() === '') {
    throw invalidParams('chainName must be a non-empty string');
  }
  const rpcUrls = input.rpcUrls;
  if (!Array.isArray(rpcUrls) || !isHttpUrl(rpcUrls[0])) {
    throw invalidParams('rpcUrls must list at least one http(s) URL');
  }
  let nativeCurrency: DevWalletChain['nativeCurrency'] = { ...DEFAULT_NATIVE_CURRENCY };
  if (input.nativeCurrency !== undefined) {
    const currency = input.nativeCurrency;
    if (
      !isRecord(currency) ||
      typeof currency.name !== 'string' ||
      typeof currency.symbol !== 'string' ||
      currency.decimals !== 18
    ) {
      throw invalidParams('nativeCurrency must be { name, symbol, decimals: 18 }');
    }
    nativeCurrency = { name: currency.name, symbol: currency.symbol, decimals: 18 };
  }
  return { chainId, chainName: input.chainName, rpcUrl: rpcUrls[0], nativeCurrency };
}

export const unrecognizedChain = (chainId: number): DevWalletRpcError =>
  new DevWalletRpcError(
    4902,
    `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
  );
