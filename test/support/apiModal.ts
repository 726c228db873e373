/**
 * Set-up for the product-API feature tests: a modal with an `apiUrl` (the stand-in, or a
 * scripted fetch), fast retries, an in-memory storage, and helpers to connect an account
 * without a wallet (the sagas under test only read the store).
 */
import { storeOf } from '../../src/modal/storeOf';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import type { FetchFn } from '../../src/api/createApiClient';
import type { ConfigInput } from '../../src/config/ConfigInput';
import type { ApiClientOverrides } from '../../src/features/apiClient/createApiLoader';
import { accountConnected } from '../../src/features/connections/connectionsSlice';
import { createMemoryStorage } from '../../src/features/persistence/createBrowserStorage';
import {
  createWalletModal,
  type CreateWalletModalOptions,
  type WalletModal,
} from '../../src/modal/createWalletModal';
import { DEV_ADDRESSES } from '../../src/testing';
import { localChain } from './fixtures';
import { onCleanup } from './walletHarness';

/** The page the modal pretends to run on (Node has no `location`). */
export const PAGE_URL = 'http://127.0.0.1:5173/shop?ref=alice#top';

export const ACCOUNT_0 = DEV_ADDRESSES[0];

/** A modal on the local chain with the product API at `apiUrl`; destroyed by `cleanupHarness`. */
export function createApiModal(
  apiUrl: string | undefined,
  config: Partial<ConfigInput> = {},
  api: ApiClientOverrides = {},
  extra: Pick<CreateWalletModalOptions, 'onSagaError' | 'extraSagas'> = {},
): WalletModal {
  const modal = createWalletModal(
    {
      projectId: 'api-test',
      networks: [localChain],
      metadata: { name: 'Test', description: 'Test', url: PAGE_URL, icons: [] },
      ...(apiUrl ? { apiUrl } : {}),
      ...config,
    },
    {
      storage: createMemoryStorage(),
      api: { retry: { baseDelayMs: 10 }, ...api },
      ...extra,
    },
  );
  onCleanup(() => modal.destroy());
  return modal;
}

/** What the wallet connection would report: dev account `index` on `chainId`. */
export function connectAccount(modal: WalletModal, chainId = 31337, index = 0): void {
  storeOf(modal).dispatch(
    accountConnected({
      namespace: 'eip155',
      connectorId: 'dev.portico.wallet',
      kind: 'injected',
      // What the connect saga records from the eip155 adapter (names: identity lookups).
      capabilities: eip155Adapter().capabilities,
      caipAddress: `eip155:${chainId}:${DEV_ADDRESSES[index]}`,
    }),
  );
}

export type RouteAnswer = { status: number; body?: unknown } | 'network';

/** A fetch that answers by path (`/v1/identity/…` → `identity`), counting calls per route. */
export function routedFetch(answer: (route: string, url: URL) => RouteAnswer) {
  const calls: Array<{ route: string; url: URL; init: RequestInit; at: number }> = [];
  const fetch: FetchFn = (url, init) => {
    const parsed = new URL(url);
    const route = routeOf(parsed.pathname);
    calls.push({ route, url: parsed, init, at: Date.now() });
    const result = answer(route, parsed);
    if (result === 'network') return Promise.reject(new TypeError('fetch failed'));
    // What the client reads of a Response (jsdom has no Response class).
    const text = result.body === undefined ? '' : JSON.stringify(result.body);
    const { status } = result;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(text),
    } as Response);
  };
  return { fetch, calls, count: (route: string) => calls.filter((c) => c.route === route).length };
}

function routeOf(path: string): string {
  if (path.startsWith('/v1/identity/')) return 'identity';
  if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) return 'balance';
  if (path === '/v1/supported-chains') return 'supportedChains';
  if (path === '/v1/project/config') return 'config';
  if (path === '/v1/project/origins') return 'origins';
  if (path === '/e') return 'analytics';
  if (/^\/v1\/account\/[^/]+\/history$/.test(path)) return 'history';
  if (/^\/v1\/account\/[^/]+\/nfts$/.test(path)) return 'nfts';
  return path;
}

/** The stand-in's default project answers, for scripted fetches. */
export const DEFAULT_CONFIG = {
  features: [
    { id: 'social_login', isEnabled: true, config: ['google', 'x'] },
    { id: 'swap', isEnabled: true, config: ['1inch'] },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: true, config: null },
    { id: 'multi_wallet', isEnabled: true, config: null },
  ],
};
/** As the stand-in's, plus jsdom's `http://localhost` (no port). */
export const DEFAULT_ORIGINS = {
  allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'http://localhost'],
};

export const ALICE_AVATAR = 'data:image/svg+xml;base64,PHN2Zy8+';

const CHAIN = 'eip155:31337';

/** Token balances of dev account 0 on the local chain, as the stand-in reads them. */
export const ACCOUNT_0_BALANCES = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: CHAIN,
      value: 30_000_000,
      price: 3000,
      quantity: { decimals: '18', numeric: '10000.0' },
    },
    {
      name: 'Portico USD',
      symbol: 'PUSD',
      chainId: CHAIN,
      address: `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`,
      value: 10_000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000.0' },
    },
  ],
};

/** What a healthy API answers, route by route; `overrides` replace some routes. */
export function healthyApi(overrides: Record<string, (url: URL) => RouteAnswer> = {}) {
  return routedFetch((route, url) => {
    const override = overrides[route];
    if (override) return override(url);
    switch (route) {
      case 'config':
        return { status: 200, body: DEFAULT_CONFIG };
      case 'origins':
        return { status: 200, body: DEFAULT_ORIGINS };
      case 'identity':
        return { status: 200, body: { name: 'alice.portico', avatar: ALICE_AVATAR } };
      case 'supportedChains':
        return { status: 200, body: { http: [CHAIN], ws: [] } };
      case 'balance':
        return { status: 200, body: ACCOUNT_0_BALANCES };
      case 'analytics':
        return { status: 202 };
      default:
        return { status: 404, body: { message: 'no route', reasons: [] } };
    }
  });
}
