/**
 * The stand-in's switchable state: per-route faults, the project's remote configuration and
 * allowed origins, which project ids fail, the large-history fixtures (historyFixture.mjs)
 * and what was recorded (analytics events, requests, names registered, sessions revoked and
 * onramp orders made at run time). `reset()` restores all of it.
 */
import { getAddress, isAddress } from 'ethers';
import { MAX_HISTORY_FIXTURE, createHistoryFixture } from './historyFixture.mjs';
import { ApiHttpError } from './http.mjs';

/** The remote feature names. */
export const FEATURE_IDS = Object.freeze([
  'social_login',
  'swap',
  'onramp',
  'activity',
  'reown_branding',
  'multi_wallet',
]);

/** Every route the faults and the request log name. */
export const ROUTE_IDS = Object.freeze([
  'supportedChains',
  'identity',
  'history',
  'nfts',
  'quotes',
  'tokens',
  'price',
  'allowance',
  'gasPrice',
  'buildTransaction',
  'buildApprove',
  'balance',
  'profileAccount',
  'profileReverse',
  'profileSuggestions',
  'profileRegister',
  'onrampUrl',
  'onrampOptions',
  'onrampQuote',
  'onrampWidget',
  'onrampConfirm',
  'sessions',
  'registerSession',
  'revokeSession',
  'config',
  'origins',
  'analytics',
  'wallets',
  'walletImage',
]);

export const FAULT_KINDS = Object.freeze(['latency', 'status', 'malformed', 'wrongShape', 'hang']);

const DEFAULT_FEATURE_CONFIG = () => ({
  // Default socials.
  social_login: {
    isEnabled: true,
    config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  },
  swap: { isEnabled: true, config: ['1inch'] },
  // Onramp provider meld.
  onramp: { isEnabled: true, config: ['meld'] },
  activity: { isEnabled: true, config: null },
  reown_branding: { isEnabled: true, config: null },
  multi_wallet: { isEnabled: true, config: null },
});

/** `*` in a pattern matches any run of characters, so `http://127.0.0.1:*` allows every port. */
const DEFAULT_ALLOWED_ORIGINS = () => ['http://127.0.0.1:*', 'http://localhost:*'];
const DEFAULT_PROJECTS = () => ({ unknown: ['invalid'], unconfigured: ['unconfigured'] });
const MAX_LOG = 1_000;

/** Faults are stored per route, and per project id when scoped to one (parallel tests). */
const faultKey = (route, projectId) => (projectId ? `${route}@${projectId}` : route);

const isStringList = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A history fixture's key: CAIP-2 chain, lower-case address and the project it is scoped to. */
const fixtureKey = (chainId, address, projectId = '') =>
  `${chainId} ${address.toLowerCase()} ${projectId}`;

/**
 * Checks a history fixture from the control API; 400 names what is wrong.
 * @returns {{ address: string, chainId: string, count: number, projectId?: string }}
 */
function parseHistoryFixture({ address, chainId, count, projectId }) {
  if (typeof address !== 'string' || !isAddress(address))
    throw new ApiHttpError(400, `Invalid address ${address}`);
  if (typeof chainId !== 'string' || !/^eip155:\d+$/.test(chainId))
    throw new ApiHttpError(400, `Invalid chainId ${chainId}: expected eip155:<id>`);
  if (!Number.isInteger(count) || count < 1 || count > MAX_HISTORY_FIXTURE)
    throw new ApiHttpError(400, `count must be an integer of 1-${MAX_HISTORY_FIXTURE}`);
  if (projectId !== undefined && (typeof projectId !== 'string' || projectId === ''))
    throw new ApiHttpError(400, 'projectId must be a non-empty string');
  return { address: getAddress(address), chainId, count, ...(projectId && { projectId }) };
}

/** Checks a fault from the control API; 400 names what is wrong. */
function parseFault(body) {
  const { route, kind } = body;
  if (route !== '*' && !ROUTE_IDS.includes(route))
    throw new ApiHttpError(400, `Unknown route ${route}; one of *, ${ROUTE_IDS.join(', ')}`);
  if (!FAULT_KINDS.includes(kind))
    throw new ApiHttpError(400, `Unknown fault kind ${kind}; one of ${FAULT_KINDS.join(', ')}`);
  const fault = {
    route,
    kind,
    latencyMs: Math.max(0, Number(body.latencyMs ?? body.ms ?? 0) || 0),
  };
  if (body.projectId !== undefined) {
    if (typeof body.projectId !== 'string' || body.projectId === '')
      throw new ApiHttpError(400, 'projectId must be a non-empty string');
    fault.projectId = body.projectId;
  }
  if (kind === 'status') {
    const status = Number(body.status);
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw new ApiHttpError(400, 'A status fault needs a status of 400-599');
    fault.status = status;
  }
  if (body.times !== undefined) {
    const times = Number(body.times);
    if (!Number.isInteger(times) || times < 1)
      throw new ApiHttpError(400, 'times must be a positive integer');
    fault.remaining = times;
  }
  return fault;
}

export function createControlState() {
  // Smart sessions outlive `reset`: the secure site registered them for its users, whom a reset
  // of this stand-in does not forget either, and a spec resetting the project's settings must
  // not take a session from under another spec running beside it.
  const state = {
    /** pci → unix seconds */
    revoked: new Map(),
    /** `${caip2}:${checksummed address}` → sessions the secure site registered */
    sessions: new Map(),
    /** revocations accepted at run time: { at, account, pci, signature }, oldest first */
    revocations: [],
  };
  const reset = ({ keepProjectFaults = false } = {}) => {
    // `keepProjectFaults`: a fault scoped to a project id stays (its test's project alone sees
    // it: e2e specs each use their own ids), so a spec resetting the stand-in between its tests
    // takes no fault from under another spec running beside it.
    const scoped = keepProjectFaults
      ? [...(state.faults ?? [])].filter(([, fault]) => fault.projectId)
      : [];
    Object.assign(state, {
      /** route id or '*' (or `${route}@${projectId}`) → fault */
      faults: new Map(scoped),
      features: DEFAULT_FEATURE_CONFIG(),
      allowedOrigins: DEFAULT_ALLOWED_ORIGINS(),
      projects: DEFAULT_PROJECTS(),
      analyticsAllowed: true,
      events: [],
      requests: [],
      /** project id → (lower-case name → profile registered through POST /v1/profile/account) */
      names: new Map(),
      /** fixtureKey → { address, chainId, count, entries } */
      historyFixtures: new Map(),
      /** order id → onramp order (createOnrampOrder.mjs) */
      onrampOrders: new Map(),
      /** quotes given, for their ids */
      onrampQuotes: 0,
    });
  };
  reset();

  return {
    state,
    reset,
    /**
     * The fault for this request, counted down when it has `times`; null for none. A fault
     * scoped to the request's project id wins over one for every project.
     */
    takeFault(route, projectId) {
      const keys = projectId ? [faultKey(route, projectId), faultKey('*', projectId)] : [];
      const key = [...keys, route, '*'].find((candidate) => state.faults.has(candidate));
      if (key === undefined) return null;
      const fault = state.faults.get(key);
      if (fault.remaining !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) state.faults.delete(key);
      }
      return fault;
    },
    setFault(body) {
      const fault = parseFault(body);
      state.faults.set(faultKey(fault.route, fault.projectId), fault);
    },
    /** One route's faults (of every project), or all. */
    clearFaults(route) {
      if (route === undefined) return state.faults.clear();
      for (const [key, fault] of state.faults) if (fault.route === route) state.faults.delete(key);
    },
    /** `{ features: { swap: false, social_login: { isEnabled: true, config: ['google'] } }, analytics?: boolean }` */
    setConfig({ features = {}, analytics }) {
      for (const [id, value] of Object.entries(features)) {
        if (!FEATURE_IDS.includes(id))
          throw new ApiHttpError(400, `Unknown feature ${id}; one of ${FEATURE_IDS.join(', ')}`);
        const current = state.features[id];
        if (typeof value === 'boolean') current.isEnabled = value;
        else if (value && typeof value === 'object') {
          if ('isEnabled' in value) current.isEnabled = Boolean(value.isEnabled);
          if ('config' in value) current.config = value.config;
        } else throw new ApiHttpError(400, `Feature ${id}: a boolean or { isEnabled, config }`);
      }
      if (analytics !== undefined) state.analyticsAllowed = Boolean(analytics);
    },
    setAllowedOrigins(list) {
      if (!isStringList(list))
        throw new ApiHttpError(400, 'allowedOrigins must be a list of strings');
      state.allowedOrigins = [...list];
    },
    /** `{ unknown?: string[], unconfigured?: string[] }`: project ids answered 401 / 403. */
    setProjects({ unknown, unconfigured }) {
      for (const [key, list] of Object.entries({ unknown, unconfigured })) {
        if (list === undefined) continue;
        if (!isStringList(list)) throw new ApiHttpError(400, `${key} must be a list of strings`);
        state.projects[key] = [...list];
      }
    },
    /**
     * `{ address, chainId, count, projectId? }`: the history route answers `count` synthetic
     * transactions for that address and chain (it replaces that pair's earlier fixture), to
     * requests of `projectId` only when given (so parallel tests do not see it). `{}` clears
     * every fixture.
     */
    setHistoryFixture(body) {
      if (Object.keys(body ?? {}).length === 0) return state.historyFixtures.clear();
      const fixture = parseHistoryFixture(body);
      state.historyFixtures.set(fixtureKey(fixture.chainId, fixture.address, fixture.projectId), {
        ...fixture,
        entries: createHistoryFixture(fixture),
      });
    },
    /**
     * The fixture's entries for this chain and address (one scoped to `projectId` first, then
     * an unscoped one), or undefined when none is set.
     */
    historyFixture(chainId, address, projectId) {
      const fixtures = state.historyFixtures;
      return (
        (projectId ? fixtures.get(fixtureKey(chainId, address, projectId)) : undefined) ??
        fixtures.get(fixtureKey(chainId, address))
      )?.entries;
    },
    record(list, entry) {
      state[list].push(entry);
      if (state[list].length > MAX_LOG) state[list].splice(0, state[list].length - MAX_LOG);
    },
    status() {
      return {
        faults: [...state.faults.values()],
        features: state.features,
        analyticsAllowed: state.analyticsAllowed,
        allowedOrigins: state.allowedOrigins,
        projects: state.projects,
        events: state.events.length,
        requests: state.requests.length,
        names: [...state.names.values()].flatMap((names) => [...names.keys()]),
        revoked: [...state.revoked.keys()],
        historyFixtures: [...state.historyFixtures.values()].map(
          ({ address, chainId, count, projectId }) => ({
            address,
            chainId,
            count,
            ...(projectId && { projectId }),
          }),
        ),
      };
    },
  };
}
