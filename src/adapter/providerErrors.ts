import { PorticoError } from './PorticoError';

/**
 * Provider and JSON-RPC error codes (EIP-1193, EIP-1474, EIP-3326, EIP-5792),
 * each with the name used as the error's `code` and a short message for the modal.
 */
export const PROVIDER_ERRORS = {
  4001: ['USER_REJECTED', 'User rejected the request'],
  4100: ['UNAUTHORIZED', 'The wallet has not authorised this account or method'],
  4200: ['UNSUPPORTED_METHOD', 'The wallet does not support this method'],
  4900: ['PROVIDER_DISCONNECTED', 'The wallet is disconnected'],
  4901: ['CHAIN_DISCONNECTED', 'The wallet is not connected to the requested chain'],
  4902: ['UNRECOGNIZED_CHAIN', 'The wallet does not recognise this chain'],
  5000: ['PROVIDER_ERROR', 'The wallet returned an error'],
  [-32700]: ['PARSE_ERROR', 'Invalid JSON was received'],
  [-32600]: ['INVALID_REQUEST', 'The request is not valid'],
  [-32601]: ['METHOD_NOT_FOUND', 'The method does not exist'],
  [-32602]: ['INVALID_PARAMS', 'Invalid method parameters'],
  [-32603]: ['INTERNAL_ERROR', 'Internal JSON-RPC error'],
  [-32000]: ['INVALID_INPUT', 'Missing or invalid parameters'],
  [-32001]: ['RESOURCE_NOT_FOUND', 'Requested resource not found'],
  [-32002]: ['RESOURCE_UNAVAILABLE', 'Requested resource not available'],
  [-32003]: ['TRANSACTION_REJECTED', 'Transaction creation failed'],
  [-32004]: ['METHOD_NOT_SUPPORTED', 'Method is not implemented'],
  [-32005]: ['LIMIT_EXCEEDED', 'Request exceeds defined limit'],
  [-32006]: ['VERSION_UNSUPPORTED', 'Version of JSON-RPC protocol is not supported'],
} as const satisfies Record<number, readonly [string, string]>;

/** EIP-5792 call-bundle capability errors use codes 5700 to 5760. */
const BUNDLE_ERROR_RANGE = [5700, 5760] as const;

/** An error a wallet or node returned, normalised: numeric `rpcCode`, named `code`. */
export class ProviderRpcError extends PorticoError {
  override readonly name = 'ProviderRpcError';
  readonly rpcCode: number;
  readonly data: unknown;

  constructor(rpcCode: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    const known = (PROVIDER_ERRORS as Record<number, readonly [string, string]>)[rpcCode];
    const inBundleRange = rpcCode >= BUNDLE_ERROR_RANGE[0] && rpcCode <= BUNDLE_ERROR_RANGE[1];
    const code = known?.[0] ?? (inBundleRange ? 'BUNDLE_CAPABILITY_ERROR' : 'UNKNOWN_RPC_ERROR');
    super(code, known?.[1] ?? (message || 'An error occurred'), {
      details: message || undefined,
      cause: options.cause,
    });
    this.rpcCode = rpcCode;
    this.data = options.data;
  }
}

/** Turns anything a provider threw into a `ProviderRpcError` (or keeps a PorticoError). */
export function toProviderError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  if (typeof error === 'object' && error !== null) {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
    if (typeof code === 'number') {
      return new ProviderRpcError(code, typeof message === 'string' ? message : '', {
        data,
        cause: error,
      });
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PorticoError('UNKNOWN_ERROR', 'An error occurred', { details: message, cause: error });
}

export const isUserRejection = (error: unknown): boolean =>
  error instanceof ProviderRpcError && error.rpcCode === 4001;
