import type { AdapterEvent } from '../../src/adapter/ChainAdapter';
import { pairingExpiresAt } from '../../src/adapter/pairingExpiry';
import { relayUnreachable, toPairingError } from './toPairingError';
import type {
  UniversalListener,
  UniversalNamespaceRequest,
  UniversalProviderLike,
} from './UniversalProviderLike';

export interface PairingRun {
  /** Settles when the wallet answers the proposal. */
  done: Promise<void>;
  /** Stops listening and waiting (a newer pairing supersedes this one). */
  stop(): void;
}

/**
 * One `provider.connect()`: reports the SDK's `display_uri` as a `pairingUri` event, and fails
 * with 'Relay unreachable' when no URI arrives within `relayTimeoutMs` (a relay that refuses
 * the socket only makes the SDK fail after about 75 s). The SDK itself drops the earlier
 * pending pairing when `connect()` is called again.
 */
export function pairWithUri(
  provider: UniversalProviderLike,
  optionalNamespaces: Record<string, UniversalNamespaceRequest>,
  emit: (event: AdapterEvent) => void,
  { connectorId, relayTimeoutMs }: { connectorId: string; relayTimeoutMs: number },
): PairingRun {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let onUri: UniversalListener = () => undefined;
  const uriArrived = new Promise<void>((resolve, reject) => {
    onUri = ((uri: string) => {
      clearTimeout(timer);
      if (!stopped) {
        emit({ type: 'pairingUri', connectorId, uri, expiresAt: pairingExpiresAt(Date.now()) });
      }
      resolve();
    }) as UniversalListener;
    timer = setTimeout(() => reject(relayUnreachable()), relayTimeoutMs);
  });
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    provider.removeListener('display_uri', onUri);
  };
  provider.on('display_uri', onUri);
  const connecting = provider.connect({ optionalNamespaces });
  // Rejections after a timeout or a stop are not ours to report any more.
  connecting.catch(() => undefined);
  const done = (async () => {
    try {
      await Promise.race([uriArrived, connecting]);
      await connecting;
    } catch (error) {
      throw toPairingError(error);
    } finally {
      stop();
    }
  })();
  return { done, stop };
}
