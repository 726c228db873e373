import { PorticoError } from '../PorticoError';
import type { RpcRequestArguments, RpcTransport } from './RpcTransport';
import type { PingSample, ScoreWeights, TransportRank } from './scoreTransports';
import { DEFAULT_SCORE_WEIGHTS, scoreTransports } from './scoreTransports';
import { shouldFallBack } from './shouldFallBack';

interface FallbackRankOptions {
  /** Milliseconds between ping rounds. Default 4000. */
  interval?: number;
  /** Pings kept per transport. Default 10. */
  sampleCount?: number;
  /** The cheap call each ping makes. Default `{ method: 'net_listening' }`. */
  ping?: RpcRequestArguments;
  /** Score weights. Default stability 0.7, latency 0.3. */
  weights?: ScoreWeights;
}

interface FallbackTransportOptions {
  /** Rank the transports by pinging them (`true` for the defaults). Default false: the given order. */
  rank?: boolean | FallbackRankOptions;
  /** Clock for ping latency, in ms. Default `performance.now`. */
  now?: () => number;
}

export interface FallbackTransport extends RpcTransport {
  /** The order requests try the transports in, best first, with the numbers behind it. */
  getRanking(): TransportRank[];
  /** Stops the pinging. Requests still work, in the last ranking's order. */
  destroy(): void;
}

/**
 * Sends each call to the best-ranked transport and moves to the next one when a transport is
 * down, slow, broken or rate-limited (see `shouldFallBack`). Rejects with the last error when
 * every transport failed. Ranking starts with the first request, not at creation, so that
 * creating the transport costs no network traffic (zero requests at startup).
 */
export function createFallbackTransport(
  transports: readonly RpcTransport[],
  options: FallbackTransportOptions = {},
): FallbackTransport {
  if (transports.length === 0) {
    throw new PorticoError('NO_TRANSPORTS', 'A fallback transport needs at least one transport');
  }
  const rank = options.rank === true ? {} : options.rank || undefined;
  const interval = rank?.interval ?? 4000;
  const sampleCount = rank?.sampleCount ?? 10;
  const ping = rank?.ping ?? { method: 'net_listening' };
  const weights = rank?.weights ?? DEFAULT_SCORE_WEIGHTS;
  const now = options.now ?? (() => performance.now());

  const samples: PingSample[][] = transports.map(() => []);
  // A ping still out when the next round starts is not doubled; it lands as one (slow) sample.
  const pinging = transports.map(() => false);
  let state: 'idle' | 'ranking' | 'destroyed' = 'idle';
  let timer: ReturnType<typeof setInterval> | undefined;

  const pingOne = (transport: RpcTransport, index: number) => {
    if (pinging[index]) return;
    pinging[index] = true;
    const start = now();
    // Wrapped so a transport that throws instead of rejecting cannot break the interval.
    new Promise((resolve) => resolve(transport.request(ping))).then(
      () => record(index, true, start),
      () => record(index, false, start),
    );
  };
  const record = (index: number, success: boolean, start: number) => {
    pinging[index] = false;
    if (state === 'destroyed') return;
    const kept = samples[index];
    kept?.push({ success, latency: now() - start });
    if (kept && kept.length > sampleCount) kept.splice(0, kept.length - sampleCount);
  };
  const pingAll = () => transports.forEach(pingOne);

  const getRanking = () => scoreTransports(samples, weights);

  return {
    getRanking,
    async request(args) {
      if (rank && state === 'idle') {
        state = 'ranking';
        pingAll();
        timer = setInterval(pingAll, interval);
      }
      let lastError: unknown;
      for (const { index } of getRanking()) {
        try {
          return await transports[index]?.request(args);
        } catch (error) {
          if (!shouldFallBack(error)) throw error;
          lastError = error;
        }
      }
      throw lastError;
    },
    destroy() {
      state = 'destroyed';
      clearInterval(timer);
    },
  };
}
