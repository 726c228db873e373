import { PorticoError } from '../adapter/PorticoError';
import { ProviderRpcError } from '../adapter/providerErrors';
import { FrameError, type FrameErrorCode } from './FrameError';
import { notConnected } from './notConnected';

/** Frame failures whose spec words are codes (iframe_request_timeout): the catalogue's instead. */
const CATALOGUED: readonly string[] = ['IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT'];

/**
 * The catalogue's English words for a frame failure, the spec's code kept as `details`. The
 * catalogue is loaded only on this rare path: the adapter's chunk does not carry it.
 */
async function inCatalogueWords(code: FrameErrorCode, error: unknown): Promise<unknown> {
  try {
    const [{ en }, { errorMessageKey }] = await Promise.all([
      import('../i18n/en'),
      import('../i18n/errorMessageKey'),
    ]);
    const { shortMessage } = error as { shortMessage?: string };
    return new FrameError(code, en[errorMessageKey({ code })], shortMessage);
  } catch {
    return error; // the catalogue could not load: the spec's words, then
  }
}

/** A frame error in the words the modal shows, and the wallet's own codes kept (4001). */
export async function toAuthError(error: unknown): Promise<unknown> {
  const { code, rpcCode, shortMessage } = (error ?? {}) as {
    code?: string;
    rpcCode?: number;
    shortMessage?: string;
  };
  if (error instanceof FrameError && CATALOGUED.includes(error.code))
    return inCatalogueWords(error.code, error);
  if (typeof rpcCode === 'number') return new ProviderRpcError(rpcCode, shortMessage ?? '');
  if (code === 'FRAME_REPLY_ERROR' && shortMessage === 'Requested RPC call is not allowed')
    return new PorticoError('ACTION_NOT_ALLOWED', shortMessage, { cause: error });
  if (code === 'FRAME_REPLY_ERROR' && shortMessage === 'Not signed in') return notConnected(error);
  return error;
}
