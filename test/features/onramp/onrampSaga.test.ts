/**
 * The onramp feature on a real store: the lazy chunk, its saga and the product-API client over
 * a scripted fetch whose quote answers the test releases one by one.
 */
import { storeOf } from '../../../src/modal/storeOf';
import type { Action } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import type { FetchFn } from '../../../src/api/createApiClient';
import {
  onrampAmountEdited,
  onrampContinued,
  onrampDone,
  onrampMethodPicked,
  onrampProviderSelected,
} from '../../../src/features/onramp/onrampActions';
import { DEFAULT_ONRAMP_OPTIONS } from '../../../src/features/onramp/onrampDefaults';
import { selectOnrampForm, selectOnrampState } from '../../../src/features/onramp/onrampSelectors';
import { QUOTE_DEBOUNCE_MS } from '../../../src/features/onramp/onrampQuotes';
import {
  openOnrampWindow,
  WINDOW_CLOSED_CHECK_MS,
} from '../../../src/features/onramp/onrampWindow';
import type { WalletModal } from '../../../src/modal/createWalletModal';
import {
  ACCOUNT_0,
  connectAccount,
  createApiModal,
  DEFAULT_CONFIG,
  DEFAULT_ORIGINS,
} from '../../support/apiModal';
import { drainMicrotasks } from '../../support/observedFetch';
import { cleanupHarness, useSagaFakeTimers, waitFor } from '../../support/walletHarness';

const ETHEREUM: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
};

const LOCAL = {
  name: 'local-31337',
  display_name: 'Local',
  chain_id: '31337',
  contract_address: '',
};
const OPTIONS = {
  paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies,
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [LOCAL] },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [LOCAL] },
  ],
};

type Answer = { status: number; body?: unknown };
interface Pending {
  body: { amount: string; purchaseCurrency: string; network: string; paymentCurrency: string };
  answer(reply: Answer): void;
}

const respond = ({ status, body }: Answer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

/** The stand-in's quote for a body (1.5 % fee, USDC at 1 USD), valid for `validMs`. */
const quoteFor = (body: Pending['body'], validMs = 60_000): Answer => {
  const cents = Math.round(Number(body.amount) * 100);
  const fee = Math.round(cents * 0.015);
  const usd = (value: number) => ({ amount: (value / 100).toFixed(2), currency: 'USD' });
  return {
    status: 200,
    body: {
      networkFee: usd(0),
      paymentSubtotal: usd(cents - fee),
      paymentTotal: usd(cents),
      purchaseAmount: { amount: ((cents - fee) / 100).toFixed(6), currency: body.purchaseCurrency },
      quoteId: `q-${body.amount}`,
      expiresAt: Date.now() + validMs,
    },
  };
};

interface Setup {
  modal: WalletModal;
  quotes: Pending[];
  urlBodies: unknown[];
  actions: string[];
}

function setup(
  routes: {
    options?: () => Answer;
    url?: () => Answer;
    network?: CaipNetwork;
    connected?: boolean;
  } = {},
): Setup {
  const quotes: Pending[] = [];
  const urlBodies: unknown[] = [];
  const fetch: FetchFn = (url, init) => {
    const path = new URL(url).pathname;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/v1/onramp/quote')
      return new Promise((resolve) => quotes.push({ body, answer: (r) => resolve(respond(r)) }));
    if (path === '/v1/onramp/options')
      return Promise.resolve(respond(routes.options?.() ?? { status: 200, body: OPTIONS }));
    if (path === '/v1/generators/onrampurl') {
      urlBodies.push(body);
      return Promise.resolve(
        respond(routes.url?.() ?? { status: 200, body: { url: 'https://meld.example/buy?x=1' } }),
      );
    }
    if (path === '/v1/project/config')
      return Promise.resolve(respond({ status: 200, body: DEFAULT_CONFIG }));
    if (path === '/v1/project/origins')
      return Promise.resolve(respond({ status: 200, body: DEFAULT_ORIGINS }));
    return Promise.resolve(respond({ status: 404, body: { message: 'no route', reasons: [] } }));
  };
  const actions: string[] = [];
  function* record() {
    yield takeEvery('*', (action: Action) => {
      actions.push(action.type);
    });
  }
  const network = routes.network;
  const modal = createApiModal(
    'http://127.0.0.1:9',
    { logLevel: 'warn', ...(network ? { networks: [network] } : {}) },
    { fetch, retry: { tries: 1 } },
    { extraSagas: [record] },
  );
  if (routes.connected !== false) connectAccount(modal, network ? Number(network.id) : 31337);
  return { modal, quotes, urlBodies, actions };
}

const onrampOf = (t: Setup) => selectOnrampState(storeOf(t.modal).getState());

/** Opens buying as a host would, picks Meld and waits for the form. */
async function openBuy(t: Setup) {
  t.modal.open({ view: 'OnrampProviders' });
  await waitFor(() => t.modal.getSnapshot().view === 'OnrampProviders');
  await waitFor(() => ['loaded', 'defaults'].includes(onrampOf(t).options.status));
  storeOf(t.modal).dispatch(onrampProviderSelected('meld'));
  await waitFor(() => t.modal.getSnapshot().view === 'OnrampBuy');
}

afterEach(() => {
  cleanupHarness();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('onramp', () => {
  it('default: the defaults (USD, card, USDC) and a quote 500 ms after the last edit', async () => {
    const t = setup();
    await openBuy(t);
    const form = selectOnrampForm(storeOf(t.modal).getState());
    expect(form.paymentCurrency?.id).toBe('USD');
    expect(form.method).toBe('card');
    expect(form.purchase?.currency.id).toBe('USDC');
    // The debounce window on fake timers: each edit starts it again.
    useSagaFakeTimers();
    storeOf(t.modal).dispatch(onrampAmountEdited('1'));
    await jest.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 100);
    storeOf(t.modal).dispatch(onrampAmountEdited('12'));
    await jest.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 100);
    storeOf(t.modal).dispatch(onrampAmountEdited('120'));
    expect(onrampOf(t).quote.status).toBe('loading');
    await jest.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 1);
    expect(t.quotes).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.quotes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(10 * QUOTE_DEBOUNCE_MS);
    expect(t.quotes).toHaveLength(1);
    jest.useRealTimers();
    expect(t.quotes[0]!.body).toEqual({
      amount: '120.00',
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      network: 'local-31337',
    });
    t.quotes[0]!.answer(quoteFor(t.quotes[0]!.body));
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    expect(onrampOf(t).quote.quote).toMatchObject({
      estimate: false,
      quoteId: 'q-120.00',
      paymentSubtotal: { amount: '118.20' },
    });
  });

  it('behavior: an older answer never overwrites a newer one, whichever comes first', async () => {
    const t = setup();
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampAmountEdited('100'));
    await waitFor(() => t.quotes.length === 1);
    storeOf(t.modal).dispatch(onrampAmountEdited('200'));
    await waitFor(() => t.quotes.length === 2);
    const [older, newer] = t.quotes as [Pending, Pending];
    // The older answer while the newer is out: dropped, still loading. The client's work on a
    // scripted answer is promise steps only: drained, it has been done.
    older.answer(quoteFor(older.body));
    await drainMicrotasks();
    expect(onrampOf(t).quote).toMatchObject({ status: 'loading', quote: null });
    newer.answer(quoteFor(newer.body));
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    expect(onrampOf(t).quote.quote?.request.amount).toBe('200.00');

    // And the other order: the newer first, the older late.
    storeOf(t.modal).dispatch(onrampAmountEdited('300'));
    await waitFor(() => t.quotes.length === 3);
    storeOf(t.modal).dispatch(onrampAmountEdited('400'));
    await waitFor(() => t.quotes.length === 4);
    t.quotes[3]!.answer(quoteFor(t.quotes[3]!.body));
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    t.quotes[2]!.answer(quoteFor(t.quotes[2]!.body));
    await drainMicrotasks();
    expect(onrampOf(t).quote.quote?.request.amount).toBe('400.00');
  });

  it("behavior: an amount outside the method's limits is never quoted", async () => {
    const t = setup();
    await openBuy(t);
    useSagaFakeTimers();
    storeOf(t.modal).dispatch(onrampAmountEdited('5'));
    await jest.advanceTimersByTimeAsync(10 * QUOTE_DEBOUNCE_MS);
    storeOf(t.modal).dispatch(onrampAmountEdited('8000'));
    await jest.advanceTimersByTimeAsync(10 * QUOTE_DEBOUNCE_MS);
    expect(t.quotes).toHaveLength(0);
    expect(selectOnrampForm(storeOf(t.modal).getState()).problem?.key).toBe(
      'onramp.error.max.card',
    );
    // The bank account takes 8000.00.
    storeOf(t.modal).dispatch(onrampMethodPicked('bank_account'));
    await jest.advanceTimersByTimeAsync(10 * QUOTE_DEBOUNCE_MS);
    expect(t.quotes).toHaveLength(1);
    expect(t.quotes[0]!.body.amount).toBe('8000.00');
  });

  it('behavior: a failed quote shows the local estimate, marked, and is logged', async () => {
    const t = setup();
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampAmountEdited('100'));
    await waitFor(() => t.quotes.length === 1);
    t.quotes[0]!.answer({ status: 500, body: { message: 'down', reasons: [] } });
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    expect(onrampOf(t).quote.quote).toMatchObject({
      estimate: true,
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      purchaseAmount: null,
    });
    expect(t.modal.getLogs().map((entry) => entry.message)).toContain(
      'The onramp quote could not be fetched: showing an estimate',
    );
  });

  it('behavior: failed options fall back to the built-in defaults (USDC on Ethereum), logged', async () => {
    const t = setup({
      options: () => ({ status: 500, body: { message: 'down', reasons: [] } }),
      network: ETHEREUM,
    });
    await openBuy(t);
    expect(onrampOf(t).options).toEqual({ status: 'defaults', value: DEFAULT_ONRAMP_OPTIONS });
    const form = selectOnrampForm(storeOf(t.modal).getState());
    expect(form.paymentCurrency?.id).toBe('USD');
    expect(form.purchase?.currency.id).toBe('USDC');
    expect(form.purchase?.network).toMatchObject({
      name: 'ethereum',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    });
    expect(t.modal.getLogs().map((entry) => entry.message)).toContain(
      'The onramp options could not be fetched: using the built-in defaults',
    );
  });

  it('behavior: leaving the flow resets selection, amounts and error; the options stay', async () => {
    const t = setup({ url: () => ({ status: 500, body: { message: 'down', reasons: [] } }) });
    jest.spyOn(window, 'open').mockReturnValue(null);
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampMethodPicked('bank_account'));
    storeOf(t.modal).dispatch(onrampAmountEdited('100'));
    await waitFor(() => t.quotes.length === 1);
    t.quotes[0]!.answer(quoteFor(t.quotes[0]!.body));
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    storeOf(t.modal).dispatch(onrampContinued());
    await waitFor(() => onrampOf(t).error !== null);
    t.modal.close();
    await waitFor(() => onrampOf(t).form.amount === '');
    expect(onrampOf(t)).toMatchObject({
      provider: null,
      form: { amount: '', paymentCurrency: null, method: null, purchase: null },
      quote: { status: 'idle', quote: null },
      checkout: { status: 'editing', url: null },
      error: null,
      options: { status: 'loaded' },
    });
  });

  it('behavior: Continue sends the blank window to the provider; its closing brings Account and fresh balances', async () => {
    const popup = {
      closed: false,
      opener: {} as unknown,
      location: { href: 'about:blank' },
      close: jest.fn(),
    };
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const t = setup();
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampAmountEdited('100'));
    await waitFor(() => t.quotes.length === 1);
    t.quotes[0]!.answer(quoteFor(t.quotes[0]!.body));
    await waitFor(() => onrampOf(t).quote.status === 'ready');
    openOnrampWindow();
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'portico-onramp',
      expect.stringContaining('popup'),
    );
    expect(popup.opener).toBeNull();
    // The window is checked each second: on fake timers from here, the checks are counted.
    useSagaFakeTimers();
    storeOf(t.modal).dispatch(onrampContinued());
    await jest.advanceTimersByTimeAsync(0);
    expect(t.modal.getSnapshot().view).toBe('OnrampInProgress');
    expect(t.urlBodies).toEqual([
      {
        destinationWallets: [
          { address: ACCOUNT_0, blockchains: ['local-31337'], assets: ['USDC'] },
        ],
        defaultNetwork: 'local-31337',
        partnerUserId: ACCOUNT_0,
        presetFiatAmount: 100,
        presetCryptoAmount: 98.5,
        defaultExperience: 'buy',
      },
    ]);
    expect(popup.location.href).toBe('https://meld.example/buy?x=1');
    expect(onrampOf(t).checkout).toEqual({
      status: 'waiting',
      url: 'https://meld.example/buy?x=1',
    });
    // Open for three more checks, then closed.
    await jest.advanceTimersByTimeAsync(3 * WINDOW_CLOSED_CHECK_MS);
    expect(t.modal.getSnapshot().view).toBe('OnrampInProgress');
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(WINDOW_CLOSED_CHECK_MS);
    expect(t.modal.getSnapshot().view).toBe('Account');
    expect(t.actions).toEqual(
      expect.arrayContaining([
        'balance/requested',
        'tokens/retryRequested',
        'activity/refreshRequested',
      ]),
    );
    expect(onrampOf(t).form.amount).toBe('');
  });

  it('behavior: a blocked window leaves the URL as a link; Done brings Account back', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const t = setup();
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampAmountEdited('50'));
    await waitFor(() => t.quotes.length === 1);
    t.quotes[0]!.answer(quoteFor(t.quotes[0]!.body));
    openOnrampWindow();
    storeOf(t.modal).dispatch(onrampContinued());
    await waitFor(() => t.modal.getSnapshot().view === 'OnrampInProgress');
    expect(onrampOf(t).checkout).toEqual({
      status: 'blocked',
      url: 'https://meld.example/buy?x=1',
    });
    storeOf(t.modal).dispatch(onrampDone());
    await waitFor(() => t.modal.getSnapshot().view === 'Account');
  });

  it('behavior: a failed or unsafe provider URL closes the window and says so on the form', async () => {
    const popup = {
      closed: false,
      opener: {},
      location: { href: 'about:blank' },
      close: jest.fn(),
    };
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const t = setup({ url: () => ({ status: 200, body: { url: 'javascript:alert(1)' } }) });
    await openBuy(t);
    storeOf(t.modal).dispatch(onrampAmountEdited('50'));
    await waitFor(() => t.quotes.length === 1);
    openOnrampWindow();
    storeOf(t.modal).dispatch(onrampContinued());
    await waitFor(() => onrampOf(t).error !== null);
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('about:blank');
    expect(onrampOf(t).checkout.status).toBe('editing');
    expect(t.modal.getSnapshot().view).toBe('OnrampBuy');
  });

  it("behavior: without an account, the host's OnrampProviders leads to Connect", async () => {
    const t = setup({ connected: false });
    t.modal.open({ view: 'OnrampProviders' });
    await waitFor(() => t.modal.getSnapshot().view === 'Connect');
  });
});
