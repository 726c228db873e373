import type { ApiClientOptions } from '../../api/createApiClient';
import type { PorticoApi } from '../../api/createPorticoApi';
import { PorticoError } from '../../adapter/PorticoError';

/** Test hooks for the product-API client: another fetch, faster retries, a clock. */
export type ApiClientOverrides = Partial<
  Pick<ApiClientOptions, 'fetch' | 'timeoutMs' | 'retry' | 'now'>
>;

interface ApiSettings {
  /** The product API's base URL; absent means the API is off. */
  apiUrl?: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

/** The saga context's handle on the product-API client (live objects live there). */
export interface ApiLoader {
  /** Whether `apiUrl` is set. When false nothing of the API runs and nothing is requested. */
  readonly enabled: boolean;
  /**
   * Loads the client's chunk and creates the client, once; later calls share it. Rejects with
   * `API_DISABLED` when no `apiUrl` is set, or with the chunk's load error (then a later call
   * tries again).
   */
  load(): Promise<PorticoApi>;
}

/**
 * Creates the loader; nothing is imported or requested until `load()`. The client module
 * (`src/api`) is a separate chunk, so none of it enters the startup bundle.
 */
export function createApiLoader(
  settings: ApiSettings,
  overrides: ApiClientOverrides = {},
): ApiLoader {
  let loading: Promise<PorticoApi> | undefined;
  const { apiUrl } = settings;
  return {
    enabled: apiUrl !== undefined,
    load() {
      if (apiUrl === undefined) {
        return Promise.reject(new PorticoError('API_DISABLED', 'No apiUrl is configured'));
      }
      loading ??= import('./startPorticoApi').then(
        ({ startPorticoApi }) =>
          startPorticoApi({
            baseUrl: apiUrl,
            projectId: settings.projectId,
            sdkType: settings.sdkType,
            sdkVersion: settings.sdkVersion,
            ...overrides,
          }),
        (error: unknown) => {
          loading = undefined; // a failed chunk load may be retried by the next caller
          throw error;
        },
      );
      return loading;
    },
  };
}
