import { PorticoError } from '../../adapter/PorticoError';
import { ProviderRpcError } from '../../adapter/providerErrors';

/**
 * An error as the store keeps it: serialisable, with the stable `code` views translate
 * (`error.<code>` in the catalogue) and the spec-worded `message` for hosts and logs.
 */
export interface ErrorInfo {
  code: string;
  message: string;
  /** The wallet's or node's numeric code, when it gave one. */
  rpcCode?: number;
  /** Values the catalogue's text for `code` names (e.g. a minimum amount). */
  params?: Record<string, string | number>;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof ProviderRpcError) {
    return { code: error.code, message: error.shortMessage, rpcCode: error.rpcCode };
  }
  if (error instanceof PorticoError)
    return {
      code: error.code,
      message: error.shortMessage,
      ...(error.params && { params: { ...error.params } }),
    };
  return { code: 'UNKNOWN_ERROR', message: 'An error occurred' };
}
