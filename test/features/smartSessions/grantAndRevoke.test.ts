import { storeOf } from '../../../src/modal/storeOf';
import { PorticoError } from '../../../src/adapter/PorticoError';
import {
  smartSessionRevokeRequested,
  smartSessionsRequested,
} from '../../../src/features/smartSessions/smartSessionsActions';
import { selectSmartSessions } from '../../../src/features/smartSessions/smartSessionsSelectors';
import type { PorticoEventRecord } from '../../../src/features/events/types';
import {
  createAuthTest,
  frameReady,
  setUpAuthTests,
  storageAfterLogin,
  tick,
  type AuthTest,
} from '../../support/authModal';
import { SIGNATURE, SMART_ACCOUNT_ADDRESS } from '../../support/secureFrameHarness';

/**
 * Issue 26, smart sessions through the real modal: `modal.grantPermissions` sends
 * wallet_grantPermissions to the embedded wallet's smart account (approved in its frame, played
 * by the harness), records the session and tells the host; the list is fetched from the
 * product API (a scripted fetch) and a revocation takes the wallet's revocation, then the
 * account's signature of the pci, then POST …/revoke. A refusal at any step leaves it active.
 */

setUpAuthTests();

const ACCOUNT = `eip155:31337:${SMART_ACCOUNT_ADDRESS}`;
const PCI = `0x${'c1'.repeat(32)}`;
const HOUR_FROM_NOW = () => Math.floor(Date.now() / 1000) + 3600;

const request = (expiry = HOUR_FROM_NOW()) => ({
  expiry,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x02' } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
});

/** What the API client reads of a response (jsdom has no `Response`). */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as unknown as Response;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The product API's sessions routes, scripted: one stored session per pci posted. */
function sessionsApi(options: { revokeStatus?: number } = {}) {
  const calls: Call[] = [];
  const sessions: Record<string, unknown>[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const { pathname } = new URL(url);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method: init.method ?? 'GET', path: decodeURIComponent(pathname), body });
    if (pathname.endsWith('/revoke')) {
      const status = options.revokeStatus ?? 200;
      if (status !== 200)
        return answer(status, { message: 'no', reasons: [{ description: 'no' }] });
      const session = sessions.find((entry) => entry.pci === body.pci);
      if (session) session.revokedAt = Math.floor(Date.now() / 1000);
      return answer(200, { success: true });
    }
    if (pathname.startsWith('/v1/sessions/')) return answer(200, { pcis: sessions });
    return answer(404, { message: 'no', reasons: [{ description: 'no' }] });
  };
  return { calls, sessions, fetch };
}

/** A modal restored from a past login on the smart account, smart sessions on. */
async function smartAccountModal(
  api = sessionsApi(),
  features: { smartSessions?: boolean } = { smartSessions: true },
): Promise<AuthTest & { api: typeof api; events: PorticoEventRecord[] }> {
  const t = createAuthTest({
    storage: storageAfterLogin(),
    config: { apiUrl: 'https://api.test', features },
    fetch: api.fetch,
  });
  t.frame.user.smartAccountNetworks = [31337];
  const events: PorticoEventRecord[] = [];
  t.modal.subscribeEvents((event) => events.push(event));
  await tick();
  await frameReady();
  await tick();
  expect(t.state().connections.byNamespace.eip155?.caipAddress).toBe(ACCOUNT);
  return { ...t, api, events };
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as PorticoError;
  }
  throw new Error('expected a rejection');
};

describe('modal.grantPermissions', () => {
  test('behavior: approved in the frame, resolves with the answer, records it and tells the host', async () => {
    const t = await smartAccountModal();
    const asked = request();
    const granted = {
      ...asked,
      chainId: '0x7a69',
      address: SMART_ACCOUNT_ADDRESS,
      permissionsContext: PCI,
    };
    t.frame.prompt('wallet_grantPermissions', granted);
    // The list is open, so the grant shows in it at once.
    storeOf(t.modal).dispatch(smartSessionsRequested());
    await tick();
    const pending = t.modal.grantPermissions(asked);
    await tick();
    const [prompted] = t.frame.prompts();
    expect(prompted?.payload).toMatchObject({
      method: 'wallet_grantPermissions',
      params: [{ ...asked, chainId: '0x7a69', address: SMART_ACCOUNT_ADDRESS }],
    });
    t.frame.decide(true);
    await tick();
    await expect(pending).resolves.toEqual(granted);
    expect(selectSmartSessions(t.state()).sessions).toEqual([
      expect.objectContaining({ pci: PCI, expiry: asked.expiry, revokedAt: null }),
    ]);
    expect(t.events.find((e) => (e.type as string) === 'SMART_SESSION_GRANTED')).toMatchObject({
      caipAddress: ACCOUNT,
      pci: PCI,
      expiry: asked.expiry,
    });
  });

  test('behavior: a rejection in the frame rejects with 4001 and records nothing', async () => {
    const t = await smartAccountModal();
    t.frame.prompt('wallet_grantPermissions', {});
    const pending = rejection(t.modal.grantPermissions(request()));
    await tick();
    t.frame.decide(false);
    await tick();
    expect(await pending).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 });
    expect(selectSmartSessions(t.state()).sessions).toEqual([]);
  });

  test('behavior: an answer without a permissions context is refused as malformed', async () => {
    const t = await smartAccountModal();
    t.frame.prompt('wallet_grantPermissions', { ...request() });
    const pending = rejection(t.modal.grantPermissions(request()));
    await tick();
    t.frame.decide(true);
    await tick();
    expect(await pending).toMatchObject({ code: 'INVALID_WALLET_RESPONSE' });
  });

  test('parameters: a malformed request is refused before the wallet is asked', async () => {
    const t = await smartAccountModal();
    for (const bad of [
      {},
      { ...request(), expiry: 'soon' },
      { ...request(), permissions: [] },
      { ...request(), signer: {} },
      { ...request(), chainId: '31337' },
    ]) {
      const error = await rejection(t.modal.grantPermissions(bad as never));
      expect(error).toBeInstanceOf(PorticoError);
      expect(error.code).toBe('INVALID_PERMISSION_REQUEST');
    }
    expect(t.frame.types()).not.toContain('RPC_REQUEST:wallet_grantPermissions');
  });

  test('default: with smartSessions off it is refused (SMART_SESSIONS_DISABLED)', async () => {
    const t = await smartAccountModal(sessionsApi(), {});
    const error = await rejection(t.modal.grantPermissions(request()));
    expect(error).toMatchObject({
      name: 'SmartSessionsDisabledError',
      code: 'SMART_SESSIONS_DISABLED',
    });
    expect(t.frame.types()).not.toContain('RPC_REQUEST:wallet_grantPermissions');
  });

  test('behavior: the embedded wallet’s standard account (EOA) does not support it (4200)', async () => {
    const t = createAuthTest({
      storage: storageAfterLogin(),
      config: { apiUrl: 'https://api.test', features: { smartSessions: true } },
      fetch: sessionsApi().fetch,
    });
    t.frame.user.smartAccountNetworks = [];
    await tick();
    await frameReady();
    await tick();
    const error = await rejection(t.modal.grantPermissions(request()));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_METHOD', rpcCode: 4200 });
    expect(error.message).toContain('does not support wallet_grantPermissions');
  });

  test('behavior: nobody connected: No ActiveCaipAddress found', async () => {
    const t = createAuthTest({
      config: { apiUrl: 'https://api.test', features: { smartSessions: true } },
      fetch: sessionsApi().fetch,
    });
    await tick();
    const error = await rejection(t.modal.grantPermissions(request()));
    expect(error).toMatchObject({
      code: 'NO_ACTIVE_ADDRESS',
      shortMessage: 'No ActiveCaipAddress found',
    });
  });
});

/** A modal whose API holds one active session of the account, listed. */
async function listed(api = sessionsApi()) {
  api.sessions.push({
    pci: PCI,
    expiry: HOUR_FROM_NOW(),
    createdAt: 1,
    project: { name: 'Portico demo', url: 'http://127.0.0.1' },
    permissions: [{ type: 'contract-call', data: {} }],
    revokedAt: null,
  });
  const t = await smartAccountModal(api);
  storeOf(t.modal).dispatch(smartSessionsRequested());
  await tick();
  expect(selectSmartSessions(t.state())).toMatchObject({ status: 'loaded', account: ACCOUNT });
  t.frame.prompt('wallet_revokePermissions', null);
  t.frame.prompt('personal_sign', SIGNATURE);
  return t;
}

describe('revoking', () => {
  test('behavior: the wallet revokes, the account signs the pci, the API records it: Revoked', async () => {
    const t = await listed();
    storeOf(t.modal).dispatch(smartSessionRevokeRequested(PCI));
    await tick();
    expect(t.frame.prompts()[0]?.payload).toMatchObject({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: PCI }],
    });
    expect(selectSmartSessions(t.state()).revoking[PCI]).toBe('revokingInWallet');
    t.frame.decide(true);
    await tick();
    expect(selectSmartSessions(t.state()).revoking[PCI]).toBe('signing');
    expect(t.frame.prompts()[0]?.payload).toMatchObject({ method: 'personal_sign' });
    t.frame.decide(true);
    await tick();
    expect(t.api.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/v1/sessions/${ACCOUNT}/revoke`,
        body: { pci: PCI, signature: SIGNATURE },
      },
    ]);
    const state = selectSmartSessions(t.state());
    expect(state.sessions[0]?.revokedAt).toEqual(expect.any(Number));
    expect(state.revoking).toEqual({});
    expect(state.revokeErrors).toEqual({});
  });

  test.each([
    ['the wallet’s revocation', 0],
    ['the signature', 1],
  ])('behavior: rejecting %s leaves it active with the reason', async (_step, approvals) => {
    const t = await listed();
    storeOf(t.modal).dispatch(smartSessionRevokeRequested(PCI));
    await tick();
    for (let i = 0; i < approvals; i += 1) {
      t.frame.decide(true);
      await tick();
    }
    t.frame.decide(false);
    await tick();
    const state = selectSmartSessions(t.state());
    expect(state.sessions[0]?.revokedAt).toBeNull();
    expect(state.revokeErrors[PCI]).toBe('REVOKE_REJECTED');
    expect(t.api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('behavior: the API refusing (401) leaves it active: REVOKE_FAILED', async () => {
    const t = await listed(sessionsApi({ revokeStatus: 401 }));
    storeOf(t.modal).dispatch(smartSessionRevokeRequested(PCI));
    await tick();
    t.frame.decide(true);
    await tick();
    t.frame.decide(true);
    await tick();
    const state = selectSmartSessions(t.state());
    expect(state.sessions[0]?.revokedAt).toBeNull();
    expect(state.revokeErrors[PCI]).toBe('REVOKE_FAILED');
  });
});
