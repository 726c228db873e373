/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import {
  activityMoreRequested,
  activityRefreshRequested,
  activityRequested,
} from '../../../src/features/activity/activityActions';
import { selectActiveActivity } from '../../../src/features/activity/activitySelectors';
import { accountConnected } from '../../../src/features/connections/connectionsSlice';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { DEV_ADDRESSES } from '../../../src/testing';
import {
  connectAccount,
  createApiModal,
  healthyApi,
  type RouteAnswer,
} from '../../support/apiModal';
import { cleanupHarness, useSagaFakeTimers } from '../../support/walletHarness';
import { nftTransfer, tx } from '../../support/transactionFixture';

/**
 * The Activity feature against a scripted product API: the first page when the tab shows,
 * cursor pages without duplicates, spam and other chains filtered, 'Failed to fetch
 * transactions' (an empty list) and its retry, a failed next page kept, the 30 s reuse.
 */

beforeEach(() => useSagaFakeTimers());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);

/** 25 transactions, newest first, a page of 10 per cursor; page 2 repeats page 1's last. */
const ALL = Array.from({ length: 25 }, (_, i) =>
  tx(String(100 - i), new Date(Date.UTC(2026, 10, 25 - i)).toISOString()),
);
function pages(url: URL): RouteAnswer {
  const cursor = url.searchParams.get('cursor');
  const start = cursor === null ? 0 : Number(cursor);
  const from = start === 10 ? 9 : start; // an indexer's overlap at the page edge
  const data = ALL.slice(from, start + 10);
  const next = start + 10 < ALL.length ? String(start + 10) : null;
  return { status: 200, body: { data, next } };
}

const activityOf = (modal: ReturnType<typeof createApiModal>) =>
  selectActiveActivity(storeOf(modal).getState());
const ids = (modal: ReturnType<typeof createApiModal>) =>
  activityOf(modal)!.groups.flatMap((g) => g.transactions.map((t) => t.id));

describe('activity', () => {
  it('default: showing the tab fetches the first page for the active account and chain', async () => {
    const api = healthyApi({ history: pages });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(api.count('history')).toBe(0); // nothing until the tab shows
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(ids(modal)).toEqual(ALL.slice(0, 10).map((t) => t.id));
    expect(activityOf(modal)).toMatchObject({ status: 'loaded', hasMore: true });
    const [call] = api.calls.filter((c) => c.route === 'history');
    expect(call?.url.pathname).toBe(`/v1/account/${DEV_ADDRESSES[0]}/history`);
    expect(call?.url.searchParams.get('chainId')).toBe('eip155:31337');
    expect(call?.url.searchParams.has('cursor')).toBe(false);
  });

  it('behavior: more pages follow the cursor, each transaction once, until the last', async () => {
    const api = healthyApi({ history: pages });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    storeOf(modal).dispatch(activityMoreRequested());
    storeOf(modal).dispatch(activityMoreRequested()); // a second scroll event while loading asks nothing
    await settle();
    storeOf(modal).dispatch(activityMoreRequested());
    await settle();
    expect(ids(modal)).toEqual(ALL.map((t) => t.id));
    expect(activityOf(modal)?.hasMore).toBe(false);
    storeOf(modal).dispatch(activityMoreRequested());
    await settle();
    expect(
      api.calls.filter((c) => c.route === 'history').map((c) => c.url.searchParams.get('cursor')),
    ).toEqual([null, '10', '20']);
  });

  it('behavior: spam-only and other chains’ transactions are not shown', async () => {
    const data = [
      tx('1', '2026-11-02T00:00:00Z'),
      tx('2', '2026-11-01T00:00:00Z', { transfers: [nftTransfer('Claim', true)] }),
      tx('3', '2026-10-01T00:00:00Z', { chain: 'eip155:1' }),
      tx('4', '2026-09-01T00:00:00Z'),
    ];
    const api = healthyApi({ history: () => ({ status: 200, body: { data, next: null } }) });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(ids(modal)).toEqual(['1', '4']);
    expect(activityOf(modal)?.groups.map((g) => g.key)).toEqual(['2026-11', '2026-09']);
  });

  it('errors: a failed first page is an empty failed list; the retry recovers it', async () => {
    let failing = true;
    const api = healthyApi({ history: (url) => (failing ? { status: 500 } : pages(url)) });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch, retry: { tries: 1 } });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(activityOf(modal)).toMatchObject({ status: 'failed', groups: [], hasMore: false });
    failing = false;
    storeOf(modal).dispatch(activityRefreshRequested());
    await settle();
    expect(activityOf(modal)).toMatchObject({ status: 'loaded', count: 10 });
  });

  it('errors: a malformed answer fails the page like an HTTP error', async () => {
    const api = healthyApi({
      history: () => ({ status: 200, body: { data: [{ id: 1 }], next: null } }),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch, retry: { tries: 1 } });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(activityOf(modal)?.status).toBe('failed');
  });

  it('errors: a failed next page keeps the loaded ones and is retried by the next request', async () => {
    let failNext = true;
    const api = healthyApi({
      history: (url) => (url.searchParams.has('cursor') && failNext ? { status: 503 } : pages(url)),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch, retry: { tries: 1 } });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    storeOf(modal).dispatch(activityMoreRequested());
    await settle();
    expect(activityOf(modal)).toMatchObject({ status: 'moreFailed', count: 10, hasMore: true });
    failNext = false;
    storeOf(modal).dispatch(activityMoreRequested());
    await settle();
    expect(activityOf(modal)).toMatchObject({ status: 'loaded', count: 20 });
  });

  it('behavior: showing the tab again within 30 s asks nothing; later, or on refresh, it asks again', async () => {
    const api = healthyApi({ history: pages });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    await jest.advanceTimersByTimeAsync(20_000);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(api.count('history')).toBe(1);
    await jest.advanceTimersByTimeAsync(10_001);
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(api.count('history')).toBe(2);
    storeOf(modal).dispatch(activityRefreshRequested());
    await settle();
    expect(api.count('history')).toBe(3);
  });

  it('behavior: a chain the API does not index (no activity capability) asks nothing', async () => {
    const api = healthyApi({ history: pages });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    storeOf(modal).dispatch(
      accountConnected({
        namespace: 'eip155',
        connectorId: 'walletConnect',
        kind: 'pairing',
        capabilities: { ...eip155Adapter().capabilities, activity: false },
        caipAddress: `eip155:31337:${DEV_ADDRESSES[0]}`,
      }),
    );
    storeOf(modal).dispatch(activityRequested());
    await settle();
    expect(api.count('history')).toBe(0);
    expect(activityOf(modal)).toBeNull();
  });
});
