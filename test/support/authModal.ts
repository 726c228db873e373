/**
 * A real modal with the embedded wallet on (its source in config `sources`), joined to the real eip155
 * adapter with no browser wallet, over an in-memory storage; the frame is `secureFrameHarness`.
 * Fake timers throughout (microtasks stay real, so promises settle as usual): `tick` moves the
 * clock and lets everything due run.
 */
import { storeOf } from '../../src/modal/storeOf';
import type { PorticoState } from '../../src/features/PorticoState';
import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import type { ConfigInput } from '../../src/config/ConfigInput';
import { AUTH_STORAGE_KEYS } from '../../src/frame/authStorage';
import { AUTH_CONNECTOR_ID } from '../../src/frame/AuthWallet';
import { embeddedWallet } from '../../src/frame/embeddedWallet';
import { FRAME_READY_DELAY_MS } from '../../src/frame/frameTimeouts';
import { createMemoryStorage } from '../../src/features/persistence/createBrowserStorage';
import { STORAGE_KEYS, type PorticoStorage } from '../../src/features/persistence/PorticoStorage';
import type { StoredConnection } from '../../src/features/connections/types';
import { createWalletModal, type WalletModal } from '../../src/modal/createWalletModal';
import { localChain } from './fixtures';
import {
  installSecureFrame,
  SECURE_SITE_URL,
  SESSION_TOKEN,
  USER_ADDRESS,
  USER_EMAIL,
  type SecureFrame,
  type SecureFrameOptions,
} from './secureFrameHarness';

export { AUTH_STORAGE_KEYS, AUTH_CONNECTOR_ID, FRAME_READY_DELAY_MS, STORAGE_KEYS };

export interface AuthTest {
  modal: WalletModal;
  frame: SecureFrame;
  storage: PorticoStorage;
  state(): PorticoState;
}

const cleanups: (() => void)[] = [];

export function setUpAuthTests(): void {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  });
  afterEach(() => {
    while (cleanups.length > 0) cleanups.pop()!();
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });
}

/** Moves the fake clock by `ms` and lets every promise, saga step and timer due settle. */
export async function tick(ms = 0): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(0);
}

/** The frame announced READY (harness) and the client's 500 ms have passed. */
export const frameReady = () => tick(FRAME_READY_DELAY_MS);

/** Storage as a past email login leaves it: the flag, the email, the session token. */
export function storageAfterLogin(
  extra: { connection?: boolean; token?: string } = {},
): PorticoStorage {
  const storage = createMemoryStorage();
  storage.setItem(AUTH_STORAGE_KEYS.loginEmailUsed, 'true');
  storage.setItem(AUTH_STORAGE_KEYS.email, USER_EMAIL);
  storage.setItem(AUTH_STORAGE_KEYS.session, extra.token ?? SESSION_TOKEN);
  if (extra.connection !== false) {
    const connection: StoredConnection = {
      namespace: 'eip155',
      connectorId: AUTH_CONNECTOR_ID,
      kind: 'auth',
      status: 'active',
      lastUsed: Date.now() - 60_000,
      caipAddress: `eip155:31337:${USER_ADDRESS}`,
    };
    storage.setItem(STORAGE_KEYS.connections, JSON.stringify([connection]));
  }
  return storage;
}

/** A modal (started) with the embedded wallet, its frame played by the harness. */
export function createAuthTest(
  options: {
    config?: Partial<ConfigInput>;
    storage?: PorticoStorage;
    frame?: SecureFrameOptions;
    /** The product-API client's fetch (with `config.apiUrl`). */
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
  } = {},
): AuthTest {
  const frame = installSecureFrame(options.frame);
  const storage = options.storage ?? createMemoryStorage();
  const modal = createWalletModal(
    {
      projectId: 'test-project',
      networks: [localChain],
      adapters: [eip155Adapter()],
      sources: [embeddedWallet({ secureSiteUrl: SECURE_SITE_URL })],
      ...options.config,
    },
    { storage, ...(options.fetch && { api: { fetch: options.fetch } }) },
  );
  cleanups.push(() => modal.destroy());
  return { modal, frame, storage, state: () => storeOf(modal).getState() };
}

/** The eip155 connection, as the store holds it. */
export const eip155Connection = (t: AuthTest) => t.state().connections.byNamespace.eip155;
