import type { ApiClientOptions, FetchFn } from '../../api/createApiClient';
import { createPorticoApi, type PorticoApi } from '../../api/createPorticoApi';

/**
 * Analytics events are sent with `keepalive`, so a batch flushed as the page hides still
 * leaves. Only `POST /e`: keepalive requests share a 64 KB budget.
 */
const withKeepaliveForEvents =
  (fetch?: FetchFn): FetchFn =>
  (url, init) =>
    (fetch ?? globalThis.fetch)(
      url,
      init.method === 'POST' && /\/e\?/.test(url) ? { ...init, keepalive: true } : init,
    );

/** The product-API client the loader's chunk creates, its analytics events sent with keepalive. */
export function startPorticoApi(options: ApiClientOptions): PorticoApi {
  return createPorticoApi({ ...options, fetch: withKeepaliveForEvents(options.fetch) });
}
