import { ProviderRpcError } from '../adapter/providerErrors';
import type { AdapterRegistry } from '../features/adapters/AdapterRegistry';
import { showToast } from '../features/notifications/notificationsSlice';
import type { PorticoStore } from '../store/createPorticoStore';
import { activeAccount } from './signWithActiveAccount';

/**
 * Any other wallet request (typed data, a wallet's own method) through the active account's
 * connector. A wallet that cannot relay it refuses with 4200; the embedded wallet refuses
 * what its secure site does not allow (ACTION_NOT_ALLOWED).
 */
export async function requestWithActiveAccount(
  store: PorticoStore,
  adapters: AdapterRegistry,
  request: { method: string; params?: unknown[] },
): Promise<unknown> {
  const { namespace, connectorId } = activeAccount(store.getState());
  const adapter = adapters.get(namespace);
  if (!adapter.request) {
    throw new ProviderRpcError(4200, `The wallet does not support ${request.method}`);
  }
  try {
    return await adapter.request({
      connectorId,
      method: request.method,
      params: request.params ?? [],
    });
  } catch (error) {
    // What the secure site refuses is said in the modal too.
    if ((error as { code?: string } | null)?.code === 'ACTION_NOT_ALLOWED')
      store.dispatch(showToast({ messageKey: 'error.ACTION_NOT_ALLOWED', variant: 'error' }));
    throw error;
  }
}
