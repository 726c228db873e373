/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { selectActiveTokens } from '../../../src/features/tokens/tokensSelectors';
import { tokensRequested, tokensRetryRequested } from '../../../src/features/tokens/tokensSlice';
import { TOKEN_RETRY_WAIT_MS } from '../../../src/features/tokens/tokenRetry';
import { connectAccount, createApiModal, healthyApi } from '../../support/apiModal';
import { cleanupHarness, useSagaFakeTimers } from '../../support/walletHarness';

/**
 * Issue 5: token balances through /v1/account/{address}/balance, with a scripted API and fake
 * timers: 'Token Balance Unavailable' with the failure time, the 30 s retry window (spec §5),
 * the 30 s cache, unsupported networks. The stand-in's chain-backed answer: tokensStandIn.test.
 */

beforeEach(() => useSagaFakeTimers());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);
const tokensOf = (modal: ReturnType<typeof createApiModal>) =>
  selectActiveTokens(storeOf(modal).getState());

describe('token balances', () => {
  it('default: connecting fetches the balances; rows have 3-decimal quantities', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(tokensOf(modal)).toMatchObject({
      status: 'loaded',
      lastFailureAt: null,
      rows: [
        { symbol: 'ETH', quantity: '10000.000', fiat: 30_000_000 },
        { symbol: 'PUSD', quantity: '10000.000', fiat: 10_000 },
      ],
    });
    const [call] = api.calls.filter((c) => c.route === 'balance');
    expect(call?.url.searchParams.get('chainId')).toBe('eip155:31337');
    expect(call?.url.searchParams.get('currency')).toBe('usd');
  });

  it('behavior: reused for 30 s (spec §9), then fetched again', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    modal.dispatch(tokensRequested());
    await settle();
    expect(api.count('balance')).toBe(1);
    await jest.advanceTimersByTimeAsync(29_000);
    modal.dispatch(tokensRequested());
    await settle();
    expect(api.count('balance')).toBe(1);
    await jest.advanceTimersByTimeAsync(1_001);
    modal.dispatch(tokensRequested());
    await settle();
    expect(api.count('balance')).toBe(2);
    expect(api.count('supportedChains')).toBe(1);
  });

  it('behavior: a failure shows unavailable with its time; a retry is honoured only 30 s after it', async () => {
    let failing = true;
    const api = healthyApi({
      balance: () => (failing ? { status: 500 } : { status: 200, body: { balances: [] } }),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch, retry: { tries: 1 } });
    const start = Date.now();
    connectAccount(modal);
    await settle();
    expect(tokensOf(modal)).toMatchObject({ status: 'failed', lastFailureAt: start, rows: [] });
    expect(api.count('balance')).toBe(1);

    failing = false;
    await jest.advanceTimersByTimeAsync(10_000);
    storeOf(modal).dispatch(tokensRetryRequested());
    modal.dispatch(tokensRequested());
    await settle();
    expect(api.count('balance')).toBe(1);
    expect(tokensOf(modal)?.status).toBe('failed');

    await jest.advanceTimersByTimeAsync(TOKEN_RETRY_WAIT_MS - 10_000);
    storeOf(modal).dispatch(tokensRetryRequested());
    await settle();
    expect(api.count('balance')).toBe(2);
    expect(tokensOf(modal)).toMatchObject({ status: 'loaded', lastFailureAt: null, rows: [] });
  });

  it('behavior: the failure of a retry starts a new 30 s wait', async () => {
    const api = healthyApi({ balance: () => ({ status: 400 }) });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    await jest.advanceTimersByTimeAsync(TOKEN_RETRY_WAIT_MS);
    const retriedAt = Date.now();
    storeOf(modal).dispatch(tokensRetryRequested());
    await settle();
    expect(tokensOf(modal)).toMatchObject({ status: 'failed', lastFailureAt: retriedAt });
    await jest.advanceTimersByTimeAsync(TOKEN_RETRY_WAIT_MS - 1);
    storeOf(modal).dispatch(tokensRetryRequested());
    await settle();
    expect(api.count('balance')).toBe(2);
  });

  it('parameters: a network the API does not serve is empty, without a balance request', async () => {
    const api = healthyApi({
      supportedChains: () => ({ status: 200, body: { http: ['eip155:1'], ws: [] } }),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(tokensOf(modal)).toMatchObject({ status: 'unsupported', rows: [] });
    expect(api.count('balance')).toBe(0);
  });

  it('parameters: testnets and chains the app does not configure show no tokens (spec §5)', async () => {
    const api = healthyApi();
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal, 999);
    await settle();
    expect(tokensOf(modal)).toBeNull();
    expect(api.count('balance')).toBe(0);
  });

  it('behavior: tokens with decimals "0" are dropped (spec §5)', async () => {
    const api = healthyApi({
      balance: () => ({
        status: 200,
        body: {
          balances: [
            {
              name: 'Odd',
              symbol: 'ODD',
              chainId: 'eip155:31337',
              address: 'eip155:31337:0x0000000000000000000000000000000000000001',
              price: 0,
              quantity: { decimals: '0', numeric: '5' },
            },
          ],
        },
      }),
    });
    const modal = createApiModal('https://api.test', {}, { fetch: api.fetch });
    connectAccount(modal);
    await settle();
    expect(tokensOf(modal)).toMatchObject({ status: 'loaded', rows: [] });
  });

  it('default: without an apiUrl there are no token balances and no request', async () => {
    const api = healthyApi();
    const modal = createApiModal(undefined, {}, { fetch: api.fetch });
    connectAccount(modal);
    modal.dispatch(tokensRequested());
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.calls).toEqual([]);
    expect(tokensOf(modal)).toBeNull();
  });
});
