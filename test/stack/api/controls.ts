/**
 * A typed client for the product-API stand-in's control API, for tests in any runner with
 * `fetch` (Playwright specs, jest in the node environment). The URL comes from the stack
 * description (`/__stack.json`: `apiControlUrl`) or the stand-in's CLI line (`controlUrl`).
 */

import { callControl } from '../callControl';

/** The routes faults can target; `*` targets every route. */
export type ApiRouteId =
  | 'supportedChains'
  | 'identity'
  | 'history'
  | 'nfts'
  | 'quotes'
  | 'tokens'
  | 'price'
  | 'allowance'
  | 'gasPrice'
  | 'buildTransaction'
  | 'buildApprove'
  | 'balance'
  | 'profileAccount'
  | 'profileReverse'
  | 'profileSuggestions'
  | 'profileRegister'
  | 'onrampUrl'
  | 'onrampOptions'
  | 'onrampQuote'
  /** The local provider's page (GET /onramp/widget) and its Confirm (POST /onramp/widget/confirm). */
  | 'onrampWidget'
  | 'onrampConfirm'
  | 'sessions'
  | 'registerSession'
  | 'revokeSession'
  | 'config'
  | 'origins'
  | 'analytics'
  | 'wallets'
  | 'walletImage';

export type ApiFeatureId =
  'social_login' | 'swap' | 'onramp' | 'activity' | 'reown_branding' | 'multi_wallet';

/**
 * What a route does instead of answering: wait `ms` then answer normally, answer an HTTP
 * error, answer broken JSON, answer JSON of the wrong shape, or never answer.
 */
export type ApiFault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'wrongShape' }
  | { kind: 'hang' };

export interface ApiFaultOptions {
  /** Wait this long before the fault (for `latency`, use `ms`). Default 0. */
  latencyMs?: number;
  /** Only the next N requests; then the route answers normally again. Default: until cleared. */
  times?: number;
  /**
   * Only requests of this project id (`projectId` query parameter), so tests running in
   * parallel against one stand-in do not see each other's faults. Default: every project.
   */
  projectId?: string;
}

export interface ApiControlStatus {
  faults: Array<{
    route: ApiRouteId | '*';
    kind: ApiFault['kind'];
    status?: number;
    latencyMs: number;
    remaining?: number;
    projectId?: string;
  }>;
  features: Record<ApiFeatureId, { isEnabled: boolean; config: unknown }>;
  analyticsAllowed: boolean;
  allowedOrigins: string[];
  projects: { unknown: string[]; unconfigured: string[] };
  events: number;
  requests: number;
  names: string[];
  revoked: string[];
  /** The large-history fixtures in effect (see `setHistoryFixture`). */
  historyFixtures: HistoryFixture[];
}

/** Which history the fixture replaces (`chainId` CAIP-2) and how many transactions (1-10000). */
export interface HistoryFixture {
  address: string;
  chainId: string;
  count: number;
  /** Only requests of this project id see it (parallel tests). Default: every project. */
  projectId?: string;
}

/** One `POST /e` the stand-in accepted. */
export interface RecordedEvent {
  receivedAt: string;
  projectId: string | null;
  sdkType: string | null;
  sdkVersion: string | null;
  origin: string | null;
  event: {
    eventId: string;
    url: string;
    domain: string;
    timestamp: number;
    props: Record<string, unknown>;
  };
}

export interface RecordedRequest {
  at: string;
  route: ApiRouteId;
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  /** null while the request is still open (latency, hang). */
  status: number | null;
  fault?: ApiFault['kind'];
}

/** An order made by POST /v1/generators/onrampurl; Confirm on its page sends the crypto. */
export interface OnrampOrder {
  id: string;
  projectId: string | null;
  partnerUserId: string;
  /** Where the crypto goes (EVM or Solana address). */
  address: string;
  /** A purchase network `name` (`local-31337`, `solana`) and its display name. */
  network: string;
  networkName: string;
  /** `USDC` (PUSD on the local chains), `ETH` or `SOL`. */
  asset: string;
  /** Decimal string, e.g. `98.000000`; `units` in the token's smallest units. */
  amount: string;
  units: string;
  fiat: { amount: string; currency: string } | null;
  status: 'open' | 'sending' | 'complete' | 'failed';
  /** Set once sent (the Solana signature for SOL). */
  txHash: string | null;
  error: string | null;
  createdAt: string;
}

/** One AMM pool: `reserves` in base units, in `symbols` order (ETH is WETH in the pool). */
export interface ApiPool {
  symbols: [string, string];
  pair: string;
  reserves: [string, string];
}

/** CAIP-2 id → that chain's AMM (the spender of swap approvals is `router`). */
export type ApiPools = Record<
  string,
  { router: string; factory: string; weth: string; pools: ApiPool[] }
>;

export interface MovePoolOptions {
  /** CAIP-2 (`eip155:31337`). */
  chainId: string;
  /** A symbol ('ETH', 'PUSD', 'PTK') or a CAIP-10 token id. */
  from: string;
  to: string;
  /** Base units of `from`. Default: 10% of the first pool's `from` reserve (the quote drops ~17%). */
  amount?: string;
}

export interface MovedPool {
  chainId: string;
  /** The pool tokens swapped through (WETH for ETH). */
  path: string[];
  amountIn: string;
  amountOut: string;
  transactionHash: string;
  pools: ApiPool[];
}

/** A smart session the secure site registered (a grant of the embedded wallet's smart account). */
export interface RegisteredSession {
  /** CAIP-10, checksummed. */
  account: string;
  pci: string;
  expiry: number;
  createdAt: number;
  project: { name: string; url: string };
  permissions: Array<{ type: string; data: unknown }>;
  signer?: unknown;
}

/** A revocation the stand-in accepted (the account's signature of the pci checked). */
export interface RecordedRevocation {
  at: string;
  account: string;
  pci: string;
  signature: string;
}

const call = callControl;

/** The stand-in's control API (`apiControlUrl`, e.g. `http://127.0.0.1:8592/__control`). */
export function apiControls(controlUrl: string) {
  const base = controlUrl.replace(/\/$/, '');
  return {
    status: () => call<ApiControlStatus>(`${base}/status`),
    setFault: (route: ApiRouteId | '*', fault: ApiFault, options: ApiFaultOptions = {}) =>
      call<ApiControlStatus>(`${base}/fault`, { route, ...fault, ...options }),
    /** One route's fault, or every fault. */
    clearFaults: (route?: ApiRouteId | '*') =>
      call<ApiControlStatus>(`${base}/clear-faults`, { route }),
    /** Switches remote features (`{ swap: false }`) and whether `POST /e` is allowed (else 403). */
    setProjectConfig: (config: {
      features?: Partial<Record<ApiFeatureId, boolean | { isEnabled?: boolean; config?: unknown }>>;
      analytics?: boolean;
    }) => call<ApiControlStatus>(`${base}/config`, config),
    /** Origin patterns; `*` matches any run of characters (`http://127.0.0.1:*`). */
    setAllowedOrigins: (allowedOrigins: string[]) =>
      call<ApiControlStatus>(`${base}/origins`, { allowedOrigins }),
    /** Project ids answered 401 (`unknown`) or, on config and origins, 403 (`unconfigured`). */
    setProjects: (projects: { unknown?: string[]; unconfigured?: string[] }) =>
      call<ApiControlStatus>(`${base}/projects`, projects),
    /**
     * The history route answers `count` synthetic transactions for that address and chain
     * (fixed seed, newest first, over ~26 months, 10 per page); see controlApi.mjs.
     */
    setHistoryFixture: (fixture: HistoryFixture) =>
      call<ApiControlStatus>(`${base}/history-fixture`, fixture),
    /** Every history fixture: the history route reads the chain again. */
    clearHistoryFixtures: () => call<ApiControlStatus>(`${base}/history-fixture`, {}),
    /** The AMM of each chain (or one) with its pools' reserves. */
    pools: (chainId?: string) =>
      call<ApiPools>(`${base}/pools${chainId ? `?chainId=${encodeURIComponent(chainId)}` : ''}`),
    /**
     * Swaps from the AMM's own account along the route a quote of `from` → `to` takes, so the
     * price moves against that direction: a swap built before (its amountOutMin from the old
     * price less the slippage) reverts on chain with UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.
     */
    movePool: (options: MovePoolOptions) => call<MovedPool>(`${base}/move-pool`, options),
    /** Every pool (of one chain, or all) back to its fixture price. `reset` leaves pools. */
    restorePools: (chainId?: string) =>
      call<ApiPools>(`${base}/restore-pools`, chainId ? { chainId } : {}),
    events: () => call<RecordedEvent[]>(`${base}/events`),
    requests: () => call<RecordedRequest[]>(`${base}/requests`),
    /** The onramp orders, oldest first (their status shows whether Confirm sent). */
    onrampOrders: () => call<OnrampOrder[]>(`${base}/onramp-orders`),
    /** The sessions the secure site registered and the revocations accepted, oldest first. */
    sessions: () =>
      call<{ sessions: RegisteredSession[]; revocations: RecordedRevocation[] }>(
        `${base}/sessions`,
      ),
    /**
     * Faults, settings, history fixtures, recorded events and requests, registered names,
     * onramp orders: back to the start.
     */
    /** Everything back to the start; `keepProjectFaults`: not the faults scoped to a project. */
    reset: (options: { keepProjectFaults?: boolean } = {}) =>
      call<ApiControlStatus>(`${base}/reset`, options),
  };
}

export type ApiControls = ReturnType<typeof apiControls>;
