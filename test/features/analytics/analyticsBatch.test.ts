import { storeOf } from '../../../src/modal/storeOf';
import { ANALYTICS_FLUSH_MS } from '../../../src/features/analytics/analyticsSaga';
import { alertRaised } from '../../../src/features/alerts/alertsSlice';
import { createApiModal, healthyApi } from '../../support/apiModal';
import { cleanupHarness, useSagaFakeTimers } from '../../support/walletHarness';

/**
 * Analytics batching with a scripted API and fake timers (jsdom, so the page can
 * hide): 10 events or 2 s after the first, or when the page hides; never more than asked.
 */

beforeEach(() => useSagaFakeTimers());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

/** Lets queued requests and saga steps run (each send waits for the previous answer). */
async function settle() {
  for (let i = 0; i < 20; i += 1) await jest.advanceTimersByTimeAsync(0);
}
const sentEvents = (api: ReturnType<typeof healthyApi>) =>
  api.calls.filter((c) => c.route === 'analytics');

function setup() {
  const api = healthyApi();
  const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
  return { api, modal };
}

describe('analytics batches', () => {
  it('default: events wait for the 2 s window, then leave together', async () => {
    const { api, modal } = setup();
    modal.open();
    modal.close();
    await settle();
    expect(sentEvents(api)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS - 1);
    expect(sentEvents(api)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(sentEvents(api)).toHaveLength(2);
    expect(new Set(sentEvents(api).map((c) => c.at))).toEqual(new Set([sentEvents(api)[0]!.at]));
  });

  it('behavior: the tenth event sends the batch at once', async () => {
    const { api, modal } = setup();
    for (let i = 0; i < 9; i += 1) storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    await settle();
    expect(sentEvents(api)).toHaveLength(0);
    storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    await settle();
    expect(sentEvents(api)).toHaveLength(10);
  });

  it('behavior: the page hiding sends what is queued, with keepalive', async () => {
    const { api, modal } = setup();
    modal.open();
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    const [sent] = sentEvents(api);
    expect(sent).toBeDefined();
    expect(sent!.url.searchParams.get('projectId')).toBe('api-test');
    expect(sent!.init).toMatchObject({ method: 'POST', keepalive: true });
    // Other requests are plain.
    expect(api.calls.find((c) => c.route === 'config')?.init.keepalive).toBeUndefined();
  });

  it('behavior: nothing queued, nothing sent; the timer does not run idle', async () => {
    const { api } = setup();
    await jest.advanceTimersByTimeAsync(10 * ANALYTICS_FLUSH_MS);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sentEvents(api)).toHaveLength(0);
  });
});
