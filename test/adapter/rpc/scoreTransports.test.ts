import type { PingSample } from '../../../src/adapter/rpc/scoreTransports';
import { DEFAULT_SCORE_WEIGHTS, scoreTransports } from '../../../src/adapter/rpc/scoreTransports';

const pings = (outcomes: string, latency: number): PingSample[] =>
  [...outcomes].map((outcome) => ({ success: outcome === '+', latency }));

describe('scoreTransports', () => {
  it('default: weights are stability 0.7 and latency 0.3 (spec §9)', () => {
    expect(DEFAULT_SCORE_WEIGHTS).toEqual({ stability: 0.7, latency: 0.3 });
  });

  it('behavior: a flaky fast transport ranks below a stable slow one', () => {
    const [first, second] = scoreTransports([pings('+-+-+-+-+-', 10), pings('++++++++++', 100)]);
    expect(first).toEqual({ index: 1, score: 0.7, stability: 1, latency: 100, samples: 10 });
    // 0.7 × 0.5 + 0.3 × (1 − 10 / 100)
    expect(second?.index).toBe(0);
    expect(second?.score).toBeCloseTo(0.62, 10);
    expect(second).toMatchObject({ stability: 0.5, latency: 10, samples: 10 });
  });

  it('behavior: among equally stable transports, the faster ranks first', () => {
    const ranking = scoreTransports([pings('+++', 200), pings('+++', 50), pings('+++', 100)]);
    expect(ranking.map((rank) => rank.index)).toEqual([1, 2, 0]);
    expect(ranking.map((rank) => rank.score)).toEqual([0.7 + 0.3 * 0.75, 0.7 + 0.3 * 0.5, 0.7]);
  });

  it('behavior: latency is the mean of successful pings only', () => {
    const samples = [
      { success: true, latency: 20 },
      { success: false, latency: 10_000 },
      { success: true, latency: 40 },
    ];
    expect(scoreTransports([samples])[0]).toMatchObject({ latency: 30, stability: 2 / 3 });
  });

  it('behavior: no samples or no successes score 0, and ties keep the given order', () => {
    expect(scoreTransports([[], [], []])).toEqual(
      [0, 1, 2].map((index) => ({ index, score: 0, stability: 0, latency: undefined, samples: 0 })),
    );
    expect(
      scoreTransports([pings('--', 5), pings('+', 5)]).map((rank) => [rank.index, rank.score]),
    ).toEqual([
      [1, 0.7],
      [0, 0],
    ]);
  });

  it('behavior: instant answers get the full latency score', () => {
    expect(scoreTransports([pings('+', 0), pings('+', 0)]).map((rank) => rank.score)).toEqual([
      1, 1,
    ]);
  });

  it('parameters: weights', () => {
    const ranking = scoreTransports([pings('+-', 10), pings('++', 100)], {
      stability: 0,
      latency: 1,
    });
    expect(ranking.map((rank) => [rank.index, rank.score])).toEqual([
      [0, 0.9],
      [1, 0],
    ]);
  });
});
