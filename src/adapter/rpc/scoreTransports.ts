/** One ping of one transport: did it answer, and how long it took in ms. */
export interface PingSample {
  success: boolean;
  latency: number;
}

export interface TransportRank {
  /** Position of the transport in the list given to the fallback. */
  index: number;
  score: number;
  /** Share of successful pings among the samples kept, 0 to 1. */
  stability: number;
  /** Mean latency of the successful pings in ms; undefined when none succeeded. */
  latency: number | undefined;
  /** How many samples the score rests on. */
  samples: number;
}

export interface ScoreWeights {
  stability: number;
  latency: number;
}

/** Weights stability 0.7 and latency 0.3. */
export const DEFAULT_SCORE_WEIGHTS: ScoreWeights = { stability: 0.7, latency: 0.3 };

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Ranks transports best first: score = weights.stability × success ratio + weights.latency ×
 * (1 − mean latency / the slowest transport's mean latency), so the fastest gets the full latency
 * weight and the slowest none. Latency counts successful pings only (a failure's time says
 * nothing about speed); a transport with no success scores 0. Ties keep the given order.
 */
export function scoreTransports(
  samplesByTransport: readonly (readonly PingSample[])[],
  weights: ScoreWeights = DEFAULT_SCORE_WEIGHTS,
): TransportRank[] {
  const stats = samplesByTransport.map((samples, index) => {
    const latencies = samples.filter((sample) => sample.success).map((sample) => sample.latency);
    return {
      index,
      samples: samples.length,
      stability: samples.length === 0 ? 0 : latencies.length / samples.length,
      latency: latencies.length === 0 ? undefined : mean(latencies),
    };
  });
  const maxLatency = Math.max(0, ...stats.map((stat) => stat.latency ?? 0));
  const latencyScore = (latency: number | undefined) =>
    latency === undefined ? 0 : maxLatency === 0 ? 1 : 1 - latency / maxLatency;
  return stats
    .map((stat) => ({
      ...stat,
      score: weights.stability * stat.stability + weights.latency * latencyScore(stat.latency),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
}
