import { PROVIDER_ERRORS } from '../adapter/providerErrors';

/**
 * The error every dev-wallet request rejects with: the EIP-1193 `ProviderRpcError` shape,
 * a numeric `code`, a `message` and optional `data`, so hosts handle it as a real wallet's.
 */
export class DevWalletRpcError extends Error {
  override readonly name = 'DevWalletRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message?: string, data?: unknown) {
    const known = (PROVIDER_ERRORS as Record<number, readonly [string, string]>)[code];
    super(message ?? known?.[1] ?? 'The wallet returned an error');
    this.code = code;
    this.data = data;
  }
}

export const userRejected = (what: string): DevWalletRpcError =>
  new DevWalletRpcError(4001, `User rejected the request: ${what}`);

export const invalidParams = (message: string): DevWalletRpcError =>
  new DevWalletRpcError(-32602, `Invalid params: ${message}`);
