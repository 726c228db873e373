import type { AdapterContext } from '../../src/adapter/ChainAdapter';
import { PorticoError } from '../../src/adapter/PorticoError';
import { relayUnreachable } from './toPairingError';
import {
  loadUniversalProvider,
  type UniversalProviderInitOptions,
  type UniversalProviderLike,
  type UniversalProviderLoader,
} from './UniversalProviderLike';

/** What the provider is loaded with, besides the context's project and analytics consent. */
interface ProviderSettings {
  relayUrl?: string | undefined;
  metadata?: UniversalProviderInitOptions['metadata'] | undefined;
  telemetryEnabled?: boolean | undefined;
  customStoragePrefix?: string | undefined;
  loadProvider?: UniversalProviderLoader | undefined;
}

/**
 * The provider, loaded once with the first `get` (a failed load is tried again by the next);
 * `loaded` answers it only when something has asked for it already (nothing is loaded then).
 */
export function providerOnce(
  settings: ProviderSettings,
  contextOf: () => AdapterContext | undefined,
) {
  let loading: Promise<UniversalProviderLike> | null = null;
  return {
    get(): Promise<UniversalProviderLike> {
      const context = contextOf();
      if (!context)
        return Promise.reject(new PorticoError('ADAPTER_NOT_SET_UP', 'Failed to connect'));
      const { projectId, analytics } = context;
      const metadata = settings.metadata ?? context.metadata;
      loading ??= (settings.loadProvider ?? loadUniversalProvider)({
        projectId,
        telemetryEnabled: settings.telemetryEnabled === true && analytics === true,
        ...(settings.relayUrl ? { relayUrl: settings.relayUrl } : {}),
        ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
        ...(settings.customStoragePrefix
          ? { customStoragePrefix: settings.customStoragePrefix }
          : {}),
      }).catch((error: unknown) => {
        loading = null; // a later attempt may load it
        throw relayUnreachable(error);
      });
      return loading;
    },
    loaded: () => loading,
  };
}
