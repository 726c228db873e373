import { storeOf } from '../../../src/modal/storeOf';
import {
  nameEdited,
  nameRegistrationRequested,
  nameRegistrationSubmitted,
  profileNameRequested,
} from '../../../src/features/names/namesActions';
import { nameRegistrant } from '../../../src/features/names/nameRegistrant';
import {
  selectActiveProfileName,
  selectActiveReverseError,
  selectNameRegistrationBlock,
  selectNamesState,
} from '../../../src/features/names/namesSelectors';
import { NAME_CHECK_DEBOUNCE_MS } from '../../../src/features/names/checkName';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import type { PorticoState } from '../../../src/features/PorticoState';
import {
  createAuthTest,
  frameReady,
  setUpAuthTests,
  storageAfterLogin,
  tick,
  type AuthTest,
} from '../../support/authModal';
import { SIGNATURE, SMART_ACCOUNT_ADDRESS, USER_ADDRESS } from '../../support/secureFrameHarness';

/**
 * Registering a name through the real modal, the embedded wallet's frame played by the
 * harness and the product API by a scripted fetch: the debounced check and its stale-answer
 * rule, the signed message and the posted body, success and each failure (spec §4, §5, §8).
 */

setUpAuthTests();

const COIN_TYPE_31337 = 2147514985;

interface Reply {
  status: number;
  body: unknown;
}

/** What the API client reads of a response (jsdom has no `Response`). */
const respond = ({ status, body }: Reply) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as unknown as Response;

const notFound: Reply = { status: 404, body: { message: 'no', reasons: [{ description: 'no' }] } };

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** A scripted product API: one handler per route, every request recorded. */
function scriptedApi() {
  const requests: Request[] = [];
  const routes = {
    lookup: (_name: string): Reply | Promise<Reply> => notFound,
    suggestions: (name: string): Reply | Promise<Reply> => ({
      status: 200,
      body: {
        suggestions: [
          { name: `${name}.portico`, registered: false },
          { name: `${name}1.portico`, registered: false },
          { name: `${name}2.portico`, registered: true },
        ],
      },
    }),
    reverse: (_address: string): Reply | Promise<Reply> => ({ status: 200, body: [] }),
    register: (_body: Record<string, unknown>): Reply | Promise<Reply> => ({
      status: 200,
      body: { success: true },
    }),
  };
  const fetch = async (url: string, init: RequestInit) => {
    const parsed = new URL(url);
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    requests.push({
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body,
    });
    const [, , , kind, rest] = parsed.pathname.split('/').map(decodeURIComponent);
    if (kind === 'account' && init.method === 'POST') return respond(await routes.register(body!));
    if (kind === 'account') return respond(await routes.lookup(rest!));
    if (kind === 'suggestions') return respond(await routes.suggestions(rest!));
    if (kind === 'reverse') return respond(await routes.reverse(rest!));
    return respond(notFound);
  };
  const of = (kind: string) =>
    requests.filter((request) => request.path.includes(`/profile/${kind}`));
  return { fetch, routes, requests, of };
}

/** A modal restored from a past email login (the EOA by default), with the scripted API. */
async function restored(
  api: ReturnType<typeof scriptedApi>,
  options: { smartAccount?: boolean } = {},
): Promise<AuthTest> {
  const t = createAuthTest({
    storage: storageAfterLogin(),
    config: {
      apiUrl: 'https://api.test',
      defaultAccountTypes: { eip155: options.smartAccount ? 'smartAccount' : 'eoa' },
    },
    fetch: api.fetch,
  });
  if (options.smartAccount) t.frame.user.smartAccountNetworks = [31337];
  await tick();
  await frameReady();
  await tick();
  t.modal.open({ view: 'Account' });
  // What Account does when it shows (no React here).
  storeOf(t.modal).dispatch(profileNameRequested());
  // GETs are tried 3 times, 1 s apart and doubling.
  await tick(5_000);
  return t;
}

const names = (t: AuthTest) => selectNamesState(t.state());
const view = (t: AuthTest) => t.state().router.history.at(-1);

/** Types `label` and lets the debounce and the answers pass. */
async function typed(t: AuthTest, label: string) {
  storeOf(t.modal).dispatch(nameEdited(label));
  await tick(NAME_CHECK_DEBOUNCE_MS);
  await tick();
}

describe('the flow (spec §4)', () => {
  test('default: type, check, register: signed JSON, posted with the coin type, then success', async () => {
    const api = scriptedApi();
    const t = await restored(api);
    expect(selectNameRegistrationBlock(t.state())).toBeNull();
    storeOf(t.modal).dispatch(nameRegistrationRequested());
    await tick();
    expect(view(t)).toBe('RegisterAccountName');

    await typed(t, 'Alice-Portico');
    expect(names(t).check).toMatchObject({
      name: 'alice-portico.portico',
      availability: 'available',
      suggestions: ['alice-portico1.portico'],
    });
    expect(api.of('suggestions').at(-1)?.query.get('zone')).toBe('portico');
    expect(api.of('suggestions').at(-1)?.path).toBe('/v1/profile/suggestions/alice-portico');

    jest.setSystemTime(new Date('2026-03-01T12:00:00.750Z'));
    storeOf(t.modal).dispatch(nameRegistrationSubmitted());
    expect(names(t).registration.status).toBe('registering');
    await tick();

    const message = '{"name":"alice-portico.portico","attributes":{},"timestamp":1772366400}';
    const signs = t.frame
      .sent('RPC_REQUEST')
      .filter((m) => (m.payload as { method: string }).method === 'personal_sign');
    expect(signs).toHaveLength(1);
    const [hex] = (signs[0]!.payload as { params: [string] }).params;
    expect(Buffer.from(hex.slice(2), 'hex').toString('utf8')).toBe(message);
    expect(
      api
        .of('account')
        .filter((r) => r.method === 'POST')
        .map((r) => r.body),
    ).toEqual([
      { coin_type: COIN_TYPE_31337, address: USER_ADDRESS, message, signature: SIGNATURE },
    ]);
    expect(names(t).registration).toEqual({
      status: 'registered',
      name: 'alice-portico.portico',
      error: null,
    });
    expect(view(t)).toBe('RegisterAccountNameSuccess');
    expect(selectActiveProfileName(t.state())).toBe('alice-portico.portico');
  });

  test('behavior: the smart account registers as itself', async () => {
    const api = scriptedApi();
    const t = await restored(api, { smartAccount: true });
    await typed(t, 'smart-one');
    storeOf(t.modal).dispatch(nameRegistrationSubmitted());
    await tick();
    expect(api.of('account').find((r) => r.method === 'POST')?.body).toMatchObject({
      address: SMART_ACCOUNT_ADDRESS,
      coin_type: COIN_TYPE_31337,
    });
  });

  test('behavior: typing within the debounce asks once, for the last name', async () => {
    const api = scriptedApi();
    const t = await restored(api);
    for (const label of ['alic', 'alice', 'alice-p']) {
      storeOf(t.modal).dispatch(nameEdited(label));
      await tick(100);
    }
    await tick(NAME_CHECK_DEBOUNCE_MS);
    expect(api.of('account').map((r) => r.path)).toEqual(['/v1/profile/account/alice-p.portico']);
  });

  test('behavior: an older answer arriving last never overwrites the newer one', async () => {
    const api = scriptedApi();
    const t = await restored(api);
    let releaseOld!: () => void;
    api.routes.lookup = (name) =>
      name === 'taken-one.portico'
        ? new Promise<Reply>((resolve) => {
            releaseOld = () =>
              resolve({ status: 200, body: { name, registered: 1, addresses: {} } });
          })
        : notFound;
    await typed(t, 'taken-one');
    expect(names(t).check.availability).toBe('checking');
    await typed(t, 'free-one');
    expect(names(t).check).toMatchObject({ name: 'free-one.portico', availability: 'available' });
    releaseOld();
    await tick();
    expect(names(t).check).toMatchObject({ name: 'free-one.portico', availability: 'available' });
  });

  test('behavior: the profile name from reverse lookup is the newest, and cached 5 min', async () => {
    const api = scriptedApi();
    api.routes.reverse = () => ({
      status: 200,
      body: [
        { name: 'old.portico', registered: 1, addresses: {} },
        { name: 'new.portico', registered: 2, addresses: {} },
      ],
    });
    const t = await restored(api);
    expect(selectActiveProfileName(t.state())).toBe('new.portico');
    expect(api.of('reverse')).toHaveLength(1);
    expect(api.of('reverse')[0]!.path).toBe(`/v1/profile/reverse/${USER_ADDRESS}`);
    storeOf(t.modal).dispatch(profileNameRequested());
    await tick(4 * 60_000);
    storeOf(t.modal).dispatch(profileNameRequested());
    await tick();
    expect(api.of('reverse')).toHaveLength(1);
    await tick(60_000);
    storeOf(t.modal).dispatch(profileNameRequested());
    await tick();
    expect(api.of('reverse')).toHaveLength(2);
  });
});

describe('errors (spec §8)', () => {
  test('errors: a refused registration stays on the form with the API’s reason', async () => {
    const api = scriptedApi();
    api.routes.register = () => ({
      status: 409,
      body: {
        message: 'Name alice-portico.portico is already registered',
        reasons: [{ description: 'Name alice-portico.portico is already registered' }],
      },
    });
    const t = await restored(api);
    storeOf(t.modal).dispatch(nameRegistrationRequested());
    await typed(t, 'alice-portico');
    storeOf(t.modal).dispatch(nameRegistrationSubmitted());
    await tick();
    expect(names(t).registration).toEqual({
      status: 'failed',
      name: 'alice-portico.portico',
      error: {
        code: 'NAME_REGISTER_FAILED',
        message: 'Error registering name alice-portico.portico',
        params: { name: 'alice-portico.portico' },
        reason: 'Name alice-portico.portico is already registered',
      },
    });
    expect(view(t)).toBe('RegisterAccountName');
    expect(selectActiveProfileName(t.state())).toBeNull();
  });

  test('errors: a refused signature: nothing posted, the error without a reason', async () => {
    const api = scriptedApi();
    const t = await restored(api);
    t.frame.on('RPC_REQUEST', () => ({
      error: { message: 'User rejected the request', code: 4001 },
    }));
    await typed(t, 'alice-portico');
    storeOf(t.modal).dispatch(nameRegistrationSubmitted());
    await tick();
    expect(names(t).registration.error).toEqual({
      code: 'NAME_REGISTER_FAILED',
      message: 'Error registering name alice-portico.portico',
      params: { name: 'alice-portico.portico' },
    });
    expect(api.of('account').filter((r) => r.method === 'POST')).toEqual([]);
  });

  test('errors: lookup and suggestions failures, and the reverse lookup’s', async () => {
    const api = scriptedApi();
    api.routes.reverse = () => ({ status: 500, body: {} });
    const t = await restored(api);
    expect(selectActiveReverseError(t.state())?.message).toBe('Error fetching names for address');
    api.routes.suggestions = () => ({ status: 500, body: { reasons: [{ description: 'boom' }] } });
    await typed(t, 'alice-portico');
    await tick(5_000); // the GET's retries
    expect(names(t).check).toMatchObject({
      availability: 'available',
      suggestionsStatus: 'failed',
      error: { message: 'Error fetching name suggestions', reason: 'boom' },
    });
    api.routes.lookup = () => ({ status: 500, body: {} });
    await typed(t, 'alice-portica');
    await tick(5_000);
    expect(names(t).check).toMatchObject({
      availability: 'failed',
      error: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' },
    });
  });
});

describe('who may register (spec §6)', () => {
  /** The state of a restored login, with the active connection and network changed. */
  const variant = (
    state: PorticoState,
    change: { kind?: 'injected'; names?: false; chainId?: number },
  ) => {
    const connection = state.connections.byNamespace.eip155!;
    const caipNetworkId = `eip155:${change.chainId ?? 31337}` as const;
    return {
      ...state,
      options: {
        ...state.options,
        networks: state.options.networks.map((n) => ({
          ...n,
          id: change.chainId ?? n.id,
          caipNetworkId,
        })),
      },
      networks: {
        ...state.networks,
        activeByNamespace: { ...state.networks.activeByNamespace, eip155: caipNetworkId },
      },
      connections: {
        ...state.connections,
        byNamespace: {
          eip155: {
            ...connection,
            ...(change.kind && { kind: change.kind }),
            ...(change.names === false && {
              capabilities: { ...connection.capabilities!, names: false },
            }),
          },
        },
      },
    } as PorticoState;
  };

  test('rules: the auth connector on an EVM chain under 2^31 only', async () => {
    const t = await restored(scriptedApi());
    expect(nameRegistrant(t.state())).toEqual({
      connectorId: 'auth',
      address: USER_ADDRESS,
      coinType: COIN_TYPE_31337,
    });
    const cases = [
      [{ kind: 'injected' as const }, 'NAME_AUTH_CONNECTOR_NOT_FOUND'],
      [{ names: false as const }, 'NAME_NETWORK_NOT_FOUND'],
      [{ chainId: 2 ** 31 }, 'NAME_NETWORK_NOT_FOUND'],
    ] as const;
    for (const [change, code] of cases)
      expect(selectNameRegistrationBlock(variant(t.state(), change))).toBe(code);
    expect(selectNameRegistrationBlock(variant(t.state(), { chainId: 2 ** 31 - 1 }))).toBeNull();
  });

  test('errors: disconnected, the form says "Address or auth connector not found" on Register', async () => {
    const api = scriptedApi();
    const t = await restored(api);
    await typed(t, 'alice-portico');
    t.modal.dispatch(disconnect());
    await tick();
    storeOf(t.modal).dispatch(nameRegistrationSubmitted());
    await tick();
    expect(names(t).registration.error).toMatchObject({
      code: 'NAME_AUTH_CONNECTOR_NOT_FOUND',
      message: 'Address or auth connector not found',
    });
    expect(api.of('account').filter((r) => r.method === 'POST')).toEqual([]);
  });
});
