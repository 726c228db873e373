import type { AdapterEvent } from '../../src/adapter/ChainAdapter';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import { sessionAccounts, toCaipChainId } from './sessionAccounts';
import type { UniversalListener, UniversalProviderLike } from './UniversalProviderLike';

interface SessionEventPayload {
  params?: { chainId?: string; event?: { name?: string; data?: unknown } };
}

/**
 * Turns the session's events into adapter events: `session_event` accountsChanged and
 * chainChanged, `session_update` (new accounts), and `session_delete` (the wallet ended it)
 * as `disconnected`. Returns the unsubscribe.
 */
export function subscribeSession(
  provider: UniversalProviderLike,
  namespace: ChainNamespace,
  connectorId: string,
  emit: (event: AdapterEvent) => void,
): () => void {
  const onEvent = ((payload: SessionEventPayload) => {
    const { chainId, event } = payload.params ?? {};
    if (event?.name === 'accountsChanged' && Array.isArray(event.data)) {
      const addresses = event.data
        .filter((a): a is string => typeof a === 'string')
        .map((a) => a.split(':').at(-1)!);
      emit({ type: 'accountsChanged', connectorId, addresses });
    } else if (event?.name === 'chainChanged') {
      const caipNetworkId = toCaipChainId(namespace, event.data, chainId);
      if (caipNetworkId) emit({ type: 'chainChanged', connectorId, caipNetworkId });
    }
  }) as UniversalListener;
  const onUpdate = (() => {
    const accounts = provider.session ? sessionAccounts(provider.session, namespace) : [];
    emit({
      type: 'accountsChanged',
      connectorId,
      addresses: accounts.map((a) => a.account.address),
    });
  }) as UniversalListener;
  const onDelete = (() => emit({ type: 'disconnected', connectorId })) as UniversalListener;
  provider.on('session_event', onEvent);
  provider.on('session_update', onUpdate);
  provider.on('session_delete', onDelete);
  return () => {
    provider.removeListener('session_event', onEvent);
    provider.removeListener('session_update', onUpdate);
    provider.removeListener('session_delete', onDelete);
  };
}
