/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { take } from 'redux-saga/effects';
import { alertRaised } from '../../../src/features/alerts/alertsSlice';
import { ANALYTICS_FLUSH_MS } from '../../../src/features/analytics/analyticsSaga';
import type { RecordedEvent } from '../../stack/api/controls';
import { ACCOUNT_0, connectAccount, createApiModal, PAGE_URL } from '../../support/apiModal';
import { allAnswered, observeFetch } from '../../support/observedFetch';
import { cleanupHarness, useSagaFakeTimers as fakeSagaTimers } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';

/**
 * Analytics against the API stand-in, checked at the stand-in: nothing is sent while
 * `features.analytics` is off; on, the modal's events arrive in batches without personal data;
 * a 403 stops them with Invalid App Configuration; error reports are capped at 5 per 60 s.
 * Where a test says nothing more is sent, the modal runs on fake timers (the stand-in's HTTP
 * stays real): its batch window is passed by moving the clock, and its requests are observed
 * until each is answered, so "nothing" is read after everything that could have been sent.
 */

jest.setTimeout(30_000);
const api = withTestApi();
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

// Captured before any test fakes timers: the stand-in is polled on real time.
const realSetTimeout = setTimeout;
const realNow = Date.now.bind(Date);
const realSleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** The stand-in's recorded events once `predicate` holds; a hang guard, not a time limit. */
async function eventsArrive(predicate: (events: RecordedEvent[]) => boolean) {
  const deadline = realNow() + 20_000;
  for (;;) {
    const recorded = await api.controls.events();
    if (predicate(recorded)) return recorded;
    if (realNow() > deadline) throw new Error(`events: ${JSON.stringify(recorded, null, 1)}`);
    await realSleep(50);
  }
}

/** A modal on the stand-in, its product-API requests observed, on fake timers. */
function observedModal(
  config: Parameters<typeof createApiModal>[1] = {},
  extra: Parameters<typeof createApiModal>[3] = {},
) {
  fakeSagaTimers();
  const observed = observeFetch();
  const modal = createApiModal(api.stack.url, config, { fetch: observed.fetch }, extra);
  return { modal, observed };
}

/**
 * Moves the fake clock five batch windows on, a window at a time, each step's requests all
 * answered before the next (a larger step would pass the client's timeout of a request still
 * on its way).
 */
async function pastTheWindow(observed: ReturnType<typeof observeFetch>) {
  await allAnswered(observed);
  for (let step = 0; step < 5; step += 1) {
    await jest.advanceTimersByTimeAsync(ANALYTICS_FLUSH_MS);
    await allAnswered(observed);
  }
  // Every request got its answer: none was cut off by a timeout or the network.
  expect(observed.requests.filter((request) => request.status === null)).toEqual([]);
}

/** Events a user causes: open, connect, a view change, close. */
function useTheModal(modal: ReturnType<typeof createApiModal>) {
  modal.open();
  connectAccount(modal);
  modal.close();
}

describe('analytics', () => {
  it('behavior: with features.analytics off nothing is sent, ever', async () => {
    const { modal, observed } = observedModal({ features: { analytics: false } });
    useTheModal(modal);
    storeOf(modal).dispatch(alertRaised('SESSION_EXPIRED'));
    await pastTheWindow(observed);
    await pastTheWindow(observed);
    expect(observed.to('/e')).toEqual([]);
    expect(await api.controls.events()).toEqual([]);
    expect((await api.controls.requests()).map((r) => r.route)).not.toContain('analytics');
  });

  it('default: the modal events arrive in a batch, with page and sdk, and no address', async () => {
    const started = Date.now();
    const modal = createApiModal(api.stack.url);
    useTheModal(modal);
    const events = await eventsArrive((list) => list.length >= 3);
    expect(events.map((e) => e.event.props.event)).toEqual([
      'MODAL_OPEN',
      'ACCOUNT_CONNECTED',
      'MODAL_CLOSE',
    ]);
    // One batch: nothing left before the 2 s window closed.
    expect(Date.parse(events[0]!.receivedAt) - started).toBeGreaterThanOrEqual(1_900);
    for (const { event, projectId, sdkType, sdkVersion } of events) {
      expect({ projectId, sdkType, sdkVersion }).toEqual({
        projectId: 'api-test',
        sdkType: 'portico',
        sdkVersion: '0.2.0',
      });
      expect(event.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
      // Origin and path only: the page's query string and fragment stay in the page.
      expect(event.url).toBe('http://127.0.0.1:5173/shop');
      expect(event.domain).toBe('127.0.0.1');
      expect(typeof event.timestamp).toBe('number');
      expect(event.props.type).toBe('track');
    }
    expect(events[1]!.event.props).toEqual({
      type: 'track',
      event: 'ACCOUNT_CONNECTED',
      properties: { namespace: 'eip155', connectorId: 'dev.portico.wallet' },
    });
    const sent = JSON.stringify(events).toLowerCase();
    expect(sent).not.toContain(ACCOUNT_0.toLowerCase().slice(2));
    expect(sent).not.toContain('ref=alice');
    expect(PAGE_URL).toContain('ref=alice');
  });

  it('behavior: ten events leave at once, without waiting for the 2 s window', async () => {
    // The fake clock stands still: a batch that arrives did not wait for the window.
    const { modal } = observedModal();
    for (let i = 0; i < 5; i += 1) {
      modal.open();
      modal.close();
    }
    const events = await eventsArrive((list) => list.length >= 10);
    expect(events).toHaveLength(10);
  });

  it('behavior: a 403 stops analytics with Invalid App Configuration, reported once', async () => {
    await api.controls.setProjectConfig({ analytics: false });
    const { modal, observed } = observedModal();
    const alerts: string[] = [];
    modal.subscribeEvents((event) => {
      if (event.type === 'ALERT') alerts.push(event.code);
    });
    useTheModal(modal);
    await pastTheWindow(observed);
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
    const refused = (await api.controls.requests()).filter((r) => r.route === 'analytics');
    expect(refused.map((r) => r.status)).toEqual([403]);
    useTheModal(modal);
    await pastTheWindow(observed);
    expect(observed.to('/e')).toHaveLength(1);
    expect((await api.controls.requests()).filter((r) => r.route === 'analytics')).toHaveLength(1);
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']);
  });

  it('behavior: error reports go to /e as error events, at most 5 per 60 s', async () => {
    const crashing = Array.from(
      { length: 7 },
      () =>
        function* crashes() {
          yield take('test/crash');
          throw new Error('boom');
        },
    );
    const { modal, observed } = observedModal(
      {},
      { extraSagas: crashing, onSagaError: () => undefined },
    );
    storeOf(modal).dispatch({ type: 'test/crash' });
    modal.open(); // the first event starts analytics; the reports filed before are delivered
    await pastTheWindow(observed);
    const events = await api.controls.events();
    await pastTheWindow(observed);
    const errors = (await api.controls.events()).filter((e) => e.event.props.type === 'error');
    expect(errors).toHaveLength(5);
    expect(errors[0]!.event.props).toEqual({
      type: 'error',
      event: 'ERROR',
      properties: { source: 'saga', code: 'SAGA_CRASHED' },
    });
    expect(events.map((e) => e.event.props.event)).toContain('MODAL_OPEN');
    expect(modal.getLogs().filter((entry) => entry.level === 'error')).toHaveLength(7);
  });
});
