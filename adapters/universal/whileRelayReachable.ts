import { PorticoError } from '../../src/adapter/PorticoError';
import type { UniversalListener, UniversalProviderLike } from './UniversalProviderLike';

/** The SDK relayer's events (`RELAYER_EVENTS` of `@walletconnect/core`). */
const CONNECT = 'relayer_connect';
const DISCONNECT = 'relayer_disconnect';

/** The SDK's relayer (`client.core.relayer`): its socket's state and events. */
interface UniversalRelayerLike {
  readonly connected: boolean;
  on(event: string, listener: UniversalListener): void;
  off(event: string, listener: UniversalListener): void;
}

/**
 * The real provider's relayer; undefined for a provider without one (a scripted stand-in),
 * whose requests are then not bounded here.
 */
export function relayerOf(provider: UniversalProviderLike): UniversalRelayerLike | undefined {
  const { client } = provider as { client?: { core?: { relayer?: UniversalRelayerLike } } };
  return client?.core?.relayer;
}

/**
 * `work` (a request waiting for the wallet's answer over the relay), failed with 'Relay
 * unreachable' (pairing's error, with its own details) once the relayer has stayed
 * disconnected for `timeoutMs` in a row: the SDK itself would wait for the request's expiry
 * (5 min). A relay back within the window restarts the count, so a short outage changes
 * nothing. No timer or listener outlives the result.
 */
export function whileRelayReachable<T>(
  work: Promise<T>,
  relayer: UniversalRelayerLike | undefined,
  timeoutMs: number,
): Promise<T> {
  if (!relayer) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onConnect: UniversalListener = () => undefined;
  let onDisconnect: UniversalListener = () => undefined;
  const outage = new Promise<never>((_, reject) => {
    const startCount = () => {
      timer ??= setTimeout(
        () =>
          reject(
            new PorticoError('RELAY_UNREACHABLE', 'Relay unreachable', {
              details: `The relay stayed disconnected for ${timeoutMs} ms while waiting for the wallet`,
            }),
          ),
        timeoutMs,
      );
    };
    onConnect = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    onDisconnect = startCount;
    if (!relayer.connected) startCount();
  });
  relayer.on(CONNECT, onConnect);
  relayer.on(DISCONNECT, onDisconnect);
  // The SDK may still settle the request after the outage won: nothing is listening then.
  work.catch(() => undefined);
  return Promise.race([work, outage]).finally(() => {
    clearTimeout(timer);
    relayer.off(CONNECT, onConnect);
    relayer.off(DISCONNECT, onDisconnect);
  });
}
