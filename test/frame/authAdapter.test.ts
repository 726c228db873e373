import { storeOf } from '../../src/modal/storeOf';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { SDK_TYPE, SDK_VERSION } from '../../src/config/sdkVersion';
import { emailFieldFocused } from '../../src/features/authWallet/authWalletActions';
import { disconnect } from '../../src/features/connections/connectionsSlice';
import { FRAME_ID, FRAME_NAME } from '../../src/frame/frameIds';
import { FRAME_SIGN_OUT_TIMEOUT_MS } from '../../src/frame/frameTimeouts';
import { en } from '../../src/i18n/en';
import { localChain } from '../support/fixtures';
import { secondChain } from '../support/walletHarness';
import {
  AUTH_STORAGE_KEYS,
  createAuthTest,
  eip155Connection,
  frameReady,
  STORAGE_KEYS,
  storageAfterLogin,
  tick,
  setUpAuthTests,
  type AuthTest,
} from '../support/authModal';
import {
  SECURE_ORIGIN,
  SESSION_TOKEN,
  SIGNATURE,
  USER_ADDRESS,
  USER_EMAIL,
  USER_REJECTED,
} from '../support/secureFrameHarness';

/**
 * The embedded ("auth") wallet as a host sees it (spec §1, §3, §7, §8): a modal built with
 * `secureSiteUrl` and the real eip155 adapter, the secure site's frame played in jsdom by
 * `secureFrameHarness`. Fake timers: the frame is ready 500 ms after READY.
 */

setUpAuthTests();

const USER_CAIP = `eip155:31337:${USER_ADDRESS}`;
const LOGIN_KEYS = [
  AUTH_STORAGE_KEYS.loginEmailUsed,
  AUTH_STORAGE_KEYS.email,
  AUTH_STORAGE_KEYS.socialUsername,
  AUTH_STORAGE_KEYS.session,
  AUTH_STORAGE_KEYS.smartAccountEnabledNetworks,
];
/** The promise, its rejection handled now (it is awaited later, after the clock moved). */
function caught<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const storedLogin = (t: AuthTest) =>
  Object.fromEntries(LOGIN_KEYS.map((key) => [key, t.storage.getItem(key)]));

/** A modal restored from a past email login, connected through the frame. */
async function connectedAuthTest(): Promise<AuthTest> {
  const t = createAuthTest({ storage: storageAfterLogin() });
  await tick();
  await frameReady();
  expect(eip155Connection(t)).toMatchObject({ status: 'connected', caipAddress: USER_CAIP });
  return t;
}

describe('embedded wallet: startup (spec §1)', () => {
  it('default: without a past email login no frame is made and nothing is posted', async () => {
    const t = createAuthTest();
    await tick(30_000);
    expect(document.getElementById(FRAME_ID)).toBeNull();
    expect(t.frame.framesMade()).toBe(0);
    expect(t.frame.posts).toEqual([]);
    // The email wallet is offered all the same.
    expect(t.state().connectors.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'auth', kind: 'auth' })]),
    );
  });

  it('default: a stored auth connection without the login flag and token makes no frame either', async () => {
    const storage = storageAfterLogin();
    storage.removeItem(AUTH_STORAGE_KEYS.session);
    storage.removeItem(AUTH_STORAGE_KEYS.loginEmailUsed);
    const t = createAuthTest({ storage });
    await tick(10_000);
    expect(t.frame.framesMade()).toBe(0);
    expect(eip155Connection(t)?.status).not.toBe('connected');
  });

  it('behavior: after a past login the frame is made at start, IS_CONNECTED carries the stored token, and GET_USER’s account connects', async () => {
    const t = createAuthTest({ storage: storageAfterLogin() });
    await tick();
    const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement | null;
    expect(frame).not.toBeNull();
    expect(frame!.name).toBe(FRAME_NAME);
    // Nothing goes to a frame that has not said it is ready.
    expect(t.frame.posts).toEqual([]);
    await frameReady();
    expect(t.frame.sent('IS_CONNECTED')).toEqual([
      expect.objectContaining({ payload: { token: SESSION_TOKEN } }),
    ]);
    const types = t.frame.types();
    expect(types.indexOf('IS_CONNECTED')).toBeLessThan(types.indexOf('GET_USER'));
    expect(t.frame.posts.every((p) => p.target === SECURE_ORIGIN)).toBe(true);
    expect(eip155Connection(t)).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      kind: 'auth',
      caipAddress: USER_CAIP,
    });
    expect(t.modal.getSnapshot()).toMatchObject({ caipAddress: USER_CAIP, isOpen: false });
    // One frame, however many parts of the modal asked for it.
    expect(t.frame.framesMade()).toBe(1);
    expect(t.state().authWallet?.email).toBe(USER_EMAIL);
  });

  it('behavior: the frame’s chain ids are read in the namespace its source declares: a bare 31337 is eip155:31337', async () => {
    const t = createAuthTest({ storage: storageAfterLogin() });
    t.frame.user.chainId = '31337';
    await tick();
    await frameReady();
    expect(eip155Connection(t)).toMatchObject({ status: 'connected', caipAddress: USER_CAIP });
    expect(t.frame.sent('SWITCH_NETWORK')).toEqual([]);
  });

  it('errors: a chain id of another namespace from the frame connects nothing', async () => {
    const t = createAuthTest({ storage: storageAfterLogin() });
    t.frame.user.chainId = 'bip122:31337';
    await tick();
    await frameReady();
    expect(t.frame.sent('GET_USER')).toHaveLength(1);
    expect(eip155Connection(t)?.status).not.toBe('connected');
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
  });

  it('errors: a failed connection check clears the cached login (not the last login time) and raises Session Expired', async () => {
    const storage = storageAfterLogin();
    storage.setItem(AUTH_STORAGE_KEYS.lastEmailLoginTime, '1700000000000');
    storage.setItem(AUTH_STORAGE_KEYS.socialUsername, 'someone');
    storage.setItem(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks, '1,137');
    const t = createAuthTest({ storage });
    t.frame.on('IS_CONNECTED', () => ({ ok: { isConnected: false } }));
    await tick();
    await frameReady();
    expect(t.frame.sent('IS_CONNECTED')).toHaveLength(1);
    expect(storedLogin(t)).toEqual(Object.fromEntries(LOGIN_KEYS.map((key) => [key, null])));
    expect(storage.getItem(AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBe('1700000000000');
    expect(t.state().alerts.current).toBe('SESSION_EXPIRED');
    expect(t.frame.sent('GET_USER')).toEqual([]);
    expect(eip155Connection(t)?.status).not.toBe('connected');
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
  });
});

describe('embedded wallet: the frame (spec §3, §7)', () => {
  it('default: the frame URL is the secure site with projectId, chainId, version=4, enableLogger and rpcUrl; hidden', async () => {
    const t = createAuthTest({ config: { debug: true } });
    storeOf(t.modal).dispatch(emailFieldFocused());
    await tick();
    const frame = t.frame.element()!;
    expect(frame).toBe(document.getElementById(FRAME_ID));
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe(`${SECURE_ORIGIN}/frame.html`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'test-project',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8545',
    });
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.style.width).toBe('0px');
  });

  it('behavior: the frame opens on the last used network, logger off without debug', async () => {
    const storage = storageAfterLogin();
    storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify(secondChain.caipNetworkId));
    const t = createAuthTest({
      storage,
      config: { networks: [localChain, secondChain] },
    });
    await tick();
    const params = Object.fromEntries(new URL(t.frame.element()!.src).searchParams);
    expect(params).toMatchObject({
      chainId: 'eip155:31338',
      rpcUrl: 'http://127.0.0.1:8546',
      enableLogger: 'false',
    });
  });

  it('behavior: theme and app data are synced once the frame is ready, not before', async () => {
    const metadata = {
      name: 'Host app',
      description: 'A host',
      url: 'http://127.0.0.1:5173',
      icons: ['http://127.0.0.1:5173/icon.png'],
    };
    const t = createAuthTest({
      config: {
        themeMode: 'dark',
        themeVariables: { accent: '#ff0066', borderRadius: '4px' },
        metadata,
      },
    });
    storeOf(t.modal).dispatch(emailFieldFocused());
    await tick(499);
    expect(t.frame.posts).toEqual([]);
    await frameReady();
    expect(t.frame.sent('SYNC_THEME').map((m) => m.payload)).toEqual([
      {
        themeMode: 'dark',
        themeVariables: { accent: '#ff0066', borderRadius: '4px' },
        w3mThemeVariables: { '--w3m-accent': '#ff0066' },
      },
    ]);
    expect(t.frame.sent('SYNC_DAPP_DATA').map((m) => m.payload)).toEqual([
      { metadata, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId: 'test-project' },
    ]);
  });
});

describe('embedded wallet: wallet requests (spec §6, §8)', () => {
  it('behavior: signMessage is a personal_sign RPC_REQUEST to the frame and resolves with its signature', async () => {
    const t = await connectedAuthTest();
    const signed = t.modal.signMessage('hello');
    await tick();
    await expect(signed).resolves.toBe(SIGNATURE);
    expect(t.frame.sent('RPC_REQUEST').at(-1)!.payload).toEqual({
      method: 'personal_sign',
      params: ['0x68656c6c6f', USER_ADDRESS],
      chainId: 'eip155:31337',
      rpcUrl: 'http://127.0.0.1:8545',
      chainNamespace: 'eip155',
    });
  });

  it('errors: a 4001 error reply rejects with a ProviderRpcError 4001, and no toast', async () => {
    const t = await connectedAuthTest();
    t.frame.on('RPC_REQUEST:personal_sign', () => USER_REJECTED);
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    await expect(signed).rejects.toBeInstanceOf(ProviderRpcError);
    await expect(signed).rejects.toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    const requested = caught(
      t.modal.request({ method: 'personal_sign', params: ['0x00', USER_ADDRESS] }),
    );
    await tick();
    await expect(requested).rejects.toMatchObject({ rpcCode: 4001 });
    expect(t.state().notifications.toast).toBeNull();
  });

  it('errors: a request the secure site does not allow rejects with ACTION_NOT_ALLOWED and shows "Action not allowed"', async () => {
    const t = await connectedAuthTest();
    const requested = caught(
      t.modal.request({ method: 'eth_sign', params: [USER_ADDRESS, '0x00'] }),
    );
    await tick();
    await expect(requested).rejects.toMatchObject({
      code: 'ACTION_NOT_ALLOWED',
      shortMessage: 'Requested RPC call is not allowed',
    });
    expect(t.frame.sent('RPC_REQUEST').at(-1)!.payload).toMatchObject({ method: 'eth_sign' });
    expect(t.state().notifications).toMatchObject({
      open: true,
      toast: { messageKey: 'error.ACTION_NOT_ALLOWED', variant: 'error' },
    });
    expect(en['error.ACTION_NOT_ALLOWED']).toBe('Action not allowed');
  });
});

describe('embedded wallet: disconnect (spec §4, §9)', () => {
  it('behavior: disconnect sends SIGN_OUT and clears the login keys', async () => {
    const t = await connectedAuthTest();
    t.modal.dispatch(disconnect());
    await tick();
    expect(t.frame.sent('SIGN_OUT')).toHaveLength(1);
    expect(storedLogin(t)).toEqual(Object.fromEntries(LOGIN_KEYS.map((key) => [key, null])));
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    expect(t.state().notifications.toast).toBeNull();
  });

  it('errors: a SIGN_OUT with no reply still clears the login keys after 3 s', async () => {
    const t = await connectedAuthTest();
    t.frame.on('SIGN_OUT', () => 'hold');
    t.modal.dispatch(disconnect());
    await tick(FRAME_SIGN_OUT_TIMEOUT_MS - 1);
    expect(t.frame.sent('SIGN_OUT')).toHaveLength(1);
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.session)).toBe(SESSION_TOKEN);
    await tick(1);
    expect(storedLogin(t)).toEqual(Object.fromEntries(LOGIN_KEYS.map((key) => [key, null])));
    expect(t.modal.getSnapshot().caipAddress).toBeNull();
    // Forgotten locally: the next visit does not restore it.
    expect(JSON.parse(t.storage.getItem(STORAGE_KEYS.connections) ?? '[]')).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ connectorId: 'auth', status: 'active' })]),
    );
  });
});
