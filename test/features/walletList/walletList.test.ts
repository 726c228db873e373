/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { selectWalletList } from '../../../src/features/walletList/walletListSelectors';
import {
  WALLET_API_REST_MS,
  WALLET_SEARCH_DEBOUNCE_MS,
} from '../../../src/features/walletList/walletListSaga';
import {
  walletListMoreRequested,
  walletListRequested,
} from '../../../src/features/walletList/walletListSlice';
import { selectWalletListAnswers } from '../../../src/features/walletList/walletListSelectors';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import { createApiModal } from '../../support/apiModal';
import { drainMicrotasks, observeFetch } from '../../support/observedFetch';
import { cleanupHarness, waitFor } from '../../support/walletHarness';
import { withTestApi } from '../../support/startTestApi';

/**
 * AllWallets' list through the saga: from the product API (the stand-in) when an `apiUrl` is
 * set, else the bundled catalogue; paging, search, host ids, and the fallbacks when the API
 * fails.
 */

const api = withTestApi();
afterEach(() => cleanupHarness());

const list = (modal: WalletModal) => selectWalletList(storeOf(modal).getState());
const ids = (modal: WalletModal) => list(modal).wallets.map((x) => x.id);
const settled = (modal: WalletModal) =>
  waitFor(() => !['loading', 'loadingMore'].includes(list(modal).status));
const walletRequests = async () =>
  (await api.controls.requests()).filter((r) => r.route === 'wallets');

describe('wallet list', () => {
  it('default: from the API, 12 at a time with images; "Load more" appends the next page', async () => {
    const modal = createApiModal(api.stack.url);
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'ready', source: 'api', count: 30, pages: 1 });
    expect(ids(modal)).toHaveLength(12);
    expect(list(modal).wallets[0]).toMatchObject({
      id: 'metamask',
      featured: true,
      imageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/wallets\/metamask\/image\?/),
      mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    });
    storeOf(modal).dispatch(walletListMoreRequested());
    await settled(modal);
    expect(ids(modal)).toHaveLength(24);
    expect(new Set(ids(modal)).size).toBe(24);
    const [first] = await walletRequests();
    // The host's network (the local chain) is eip155: only wallets that serve it are asked for.
    expect(first?.query).toMatchObject({ page: '1', entries: '12', namespaces: 'eip155' });
  });

  it('behavior: what was loaded is kept; asking again for the same search sends nothing', async () => {
    const modal = createApiModal(api.stack.url);
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    expect(selectWalletListAnswers(storeOf(modal).getState(), ' ')).toBe(true);
    expect(selectWalletListAnswers(storeOf(modal).getState(), 'rain')).toBe(false);
    expect(await walletRequests()).toHaveLength(1);
  });

  it('parameters: the host featured, include and exclude ids go with every request', async () => {
    const modal = createApiModal(api.stack.url, {
      featuredWalletIds: ['rabby', 'safe'],
      includeWalletIds: ['rabby', 'safe', 'metamask', 'rainbow', 'solflare'],
      excludeWalletIds: ['metamask'],
    });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    expect(list(modal).wallets.map((x) => [x.id, Boolean(x.featured)])).toEqual([
      ['rabby', true],
      ['safe', true],
      ['rainbow', false],
    ]);
    expect((await walletRequests())[0]?.query).toMatchObject({
      featured: 'rabby,safe',
      include: 'rabby,safe,metamask,rainbow,solflare',
      exclude: 'metamask',
    });
  });

  it('behavior: typing sends only the search the visitor paused on', async () => {
    const modal = createApiModal(api.stack.url);
    for (const search of ['s', 'sa', 'saf'])
      storeOf(modal).dispatch(walletListRequested({ search }));
    await settled(modal);
    expect(ids(modal)).toEqual(['safe']);
    expect(list(modal).search).toBe('saf');
    expect((await walletRequests()).map((r) => r.query.search)).toEqual(['saf']);
    expect(WALLET_SEARCH_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('behavior: without an apiUrl the bundled catalogue answers, and nothing is requested', async () => {
    const modal = createApiModal(undefined);
    storeOf(modal).dispatch(walletListRequested({ search: 'wallet' }));
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'ready', source: 'bundled', fellBack: false });
    expect(ids(modal)).toEqual(['trust', 'coinbase', 'uniswap', 'okx', 'bitget', 'rabby']);
    expect(await api.controls.requests()).toEqual([]);
  });

  it('behavior: a failing first page falls back to the bundled catalogue, which then answers at once for a while', async () => {
    await api.controls.setFault('wallets', { kind: 'status', status: 500 });
    const modal = createApiModal(api.stack.url, {}, { retry: { tries: 1 } });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    expect(list(modal)).toMatchObject({
      status: 'ready',
      source: 'bundled',
      fellBack: true,
      count: 16,
    });
    expect(
      modal.getLogs().some((entry) => entry.message === 'The wallet list could not be loaded'),
    ).toBe(true);
    // Its next page comes from the catalogue too, still marked as a fallback.
    storeOf(modal).dispatch(walletListMoreRequested());
    expect(list(modal)).toMatchObject({ status: 'ready', pages: 2, fellBack: true });
    expect(ids(modal)).toHaveLength(16);
    // Within the same open, a new search uses the bundled catalogue at once.
    await api.controls.clearFaults();
    storeOf(modal).dispatch(walletListRequested({ search: 'rain' }));
    expect(list(modal)).toMatchObject({ status: 'ready', source: 'bundled', fellBack: true });
    expect(ids(modal)).toEqual(['rainbow']);
    expect(await walletRequests()).toHaveLength(1);
    expect(WALLET_API_REST_MS).toBe(60_000);
    // Closing forgets the fallback list, so the next open asks again.
    expect(selectWalletListAnswers(storeOf(modal).getState(), 'rain')).toBe(true);
    modal.open();
    modal.close();
    expect(selectWalletListAnswers(storeOf(modal).getState(), 'rain')).toBe(false);
  });

  it('behavior: a malformed answer falls back too, and a hanging one times out into it', async () => {
    await api.controls.setFault('wallets', { kind: 'malformed' });
    const modal = createApiModal(api.stack.url, {}, { retry: { tries: 1 } });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    expect(list(modal)).toMatchObject({ source: 'bundled', fellBack: true });

    await api.controls.setFault('wallets', { kind: 'hang' });
    const slow = createApiModal(api.stack.url, {}, { retry: { tries: 1 }, timeoutMs: 200 });
    storeOf(slow).dispatch(walletListRequested({ search: '' }));
    expect(list(slow).status).toBe('loading');
    await settled(slow);
    expect(list(slow)).toMatchObject({ source: 'bundled', fellBack: true });
  });

  it('behavior: a failing next page keeps the loaded ones; retry loads it', async () => {
    const modal = createApiModal(api.stack.url, {}, { retry: { tries: 1 } });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await settled(modal);
    await api.controls.setFault('wallets', { kind: 'status', status: 503 }, { times: 1 });
    storeOf(modal).dispatch(walletListMoreRequested());
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'failed', source: 'api', pages: 1 });
    expect(ids(modal)).toHaveLength(12);
    storeOf(modal).dispatch(walletListMoreRequested());
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'ready', pages: 2 });
    expect(ids(modal)).toHaveLength(24);
  });

  it('behavior: "Load more" while a page loads, or at the end, asks nothing more', async () => {
    const modal = createApiModal(api.stack.url, { includeWalletIds: ['safe', 'rabby'] });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    storeOf(modal).dispatch(walletListMoreRequested());
    await settled(modal);
    storeOf(modal).dispatch(walletListMoreRequested());
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'ready', pages: 1, count: 2 });
    expect(await walletRequests()).toHaveLength(1);
  });

  it('behavior: a new search replaces a page still loading', async () => {
    const observed = observeFetch();
    const releaseFirst = observed.holdNext('/v1/wallets');
    const modal = createApiModal(api.stack.url, {}, { fetch: observed.fetch });
    storeOf(modal).dispatch(walletListRequested({ search: '' }));
    await waitFor(
      () => list(modal).status === 'loading' && observed.to('/v1/wallets').length === 1,
    );
    storeOf(modal).dispatch(walletListRequested({ search: 'safe' }));
    await settled(modal);
    expect(list(modal)).toMatchObject({ status: 'ready', search: 'safe', count: 1 });
    // Only now does the first page's answer reach the client, which must drop it.
    releaseFirst();
    await waitFor(() => observed.to('/v1/wallets').every((request) => request.done));
    expect(observed.to('/v1/wallets').map((request) => request.status)).toEqual([200, 200]);
    await drainMicrotasks();
    expect(list(modal)).toMatchObject({ status: 'ready', search: 'safe', count: 1 });
    expect(ids(modal)).toEqual(['safe']);
  });
});
