import type { PorticoApi } from '../../api/createPorticoApi';

const byApi = new WeakMap<PorticoApi, Promise<readonly string[]>>();

/**
 * The CAIP-2 ids the API serves (`GET /v1/supported-chains`, http list), asked once per
 * client; a failed answer is forgotten, so the next fetch asks again.
 */
export function supportedChainIds(api: PorticoApi): Promise<readonly string[]> {
  let ids = byApi.get(api);
  if (!ids) {
    ids = api.getSupportedChains().then(
      (chains) => chains.http,
      (error: unknown) => {
        byApi.delete(api);
        throw error;
      },
    );
    byApi.set(api, ids);
  }
  return ids;
}
