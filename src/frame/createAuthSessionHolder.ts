import type { AdapterContext } from '../adapter/ChainAdapter';
import type { CaipNetwork } from '../adapter/CaipNetwork';
import { PorticoError } from '../adapter/PorticoError';
import type { AuthAdapterOptions } from './AuthAdapterOptions';
import type { AuthSession } from './authSession';
import { AUTH_STORAGE_KEYS, clearLogin } from './authStorage';
import type { AuthWalletEvent, FrameDappData, FrameTheme } from './AuthWallet';
import { toAuthError } from './toAuthError';

interface AuthSessionHolderOptions {
  options: AuthAdapterOptions;
  context(): AdapterContext | null;
  /** The theme and app data the frame is to have. */
  sync(): { theme?: FrameTheme; dapp?: FrameDappData };
  /** Someone is logged in (a frame that lost its document is logged in again). */
  loggedIn(): boolean;
  emit(event: AuthWalletEvent): void;
}

/**
 * The embedded wallet's session with the frame: created on first use (its code imported
 * then), made again after a frame that never loaded, and logged in again, before anything is
 * asked, after its frame lost its document.
 */
export function createAuthSessionHolder(holder: AuthSessionHolderOptions) {
  const { options, emit } = holder;
  const { storage, secureSiteUrl } = options;
  let loading: Promise<AuthSession> | null = null;
  let current: AuthSession | null = null;
  let disabled = false;
  // The login given again to a frame whose document went away, once per loss.
  let restoring: { session: AuthSession; losses: number; done: Promise<void> } | null = null;

  /** The frame's chain: the network asked for, else the last used one, else the first. */
  function frameNetwork(network?: CaipNetwork): CaipNetwork | undefined {
    const networks = holder.context()?.networks ?? [];
    const last = options.lastUsedChain?.();
    return network ?? networks.find((n) => n.caipNetworkId === last) ?? networks[0];
  }

  function session(network?: CaipNetwork): Promise<AuthSession> {
    if (disabled)
      return Promise.reject(new PorticoError('ORIGIN_NOT_ALLOWED', 'Origin Not Allowed'));
    if (loading) return loading;
    const chain = frameNetwork(network);
    const attempt = import('./authSession').then(
      ({ createAuthSession }) => {
        const created = createAuthSession({
          namespace: options.namespace,
          secureSiteUrl,
          parameters: {
            projectId: holder.context()?.projectId ?? '',
            ...(chain && { chainId: chain.caipNetworkId }),
            ...(chain?.rpcUrls.default.http[0] && { rpcUrl: chain.rpcUrls.default.http[0] }),
            enableLogger: options.enableLogger ?? false,
          },
          onFrameEvent: (event) =>
            emit(
              event.type === 'SOCIAL_RESULT'
                ? { type: 'socialResult', uri: event.payload.uri }
                : event.type === 'APPROVAL_REQUESTED'
                  ? { type: 'approvalRequested', frame: created.frameHandle }
                  : { type: 'approvalSettled' },
            ),
        });
        created.sync(holder.sync());
        current = created;
        created.client.ready().catch(() => {
          // A frame that never loaded is made again on the next use.
          if (loading === attempt) loading = null;
          if (current === created) current = null;
          created.destroy();
        });
        return created;
      },
      (error: unknown) => {
        loading = null;
        throw new PorticoError('EMAIL_LOGIN_UNAVAILABLE', 'Unable to load email login dependency', {
          cause: error,
        });
      },
    );
    loading = attempt;
    return attempt;
  }

  /**
   * A frame removed or reloaded comes back as a new document without the login: before it is
   * asked anything, the kept session token logs it in again (IS_CONNECTED), and theme and app
   * data are synced to it. A token it refuses is an expired login.
   */
  function restoreLogin(s: AuthSession): Promise<void> {
    const losses = s.client.losses();
    const token = storage.getItem(AUTH_STORAGE_KEYS.session);
    if (losses === 0 || !holder.loggedIn() || !token) return Promise.resolve();
    if (restoring?.session === s && restoring.losses === losses) return restoring.done;
    const done = s.isConnected(token).then(
      (connected) => {
        if (connected) return s.sync(holder.sync());
        clearLogin(storage);
        emit({ type: 'sessionExpired' });
      },
      () => {
        // Lost again, or no answer: tried again before the next request.
        if (restoring?.done === done) restoring = null;
      },
    );
    restoring = { session: s, losses, done };
    return done;
  }

  /** Runs `task` on the session; frame failures are told (alerts) and errors made readable. */
  async function withSession<T>(
    task: (s: AuthSession) => Promise<T>,
    network?: CaipNetwork,
  ): Promise<T> {
    try {
      const s = await session(network);
      await restoreLogin(s);
      return await task(s);
    } catch (error) {
      const code = (error as { code?: string } | null)?.code;
      if (code === 'IFRAME_LOAD_FAILED') emit({ type: 'frameFailed', reason: 'loadFailed' });
      if (code === 'IFRAME_REQUEST_TIMEOUT')
        emit({ type: 'frameFailed', reason: 'requestTimeout' });
      throw await toAuthError(error);
    }
  }

  return {
    frameNetwork,
    withSession,
    current: () => current,
    prepare() {
      void session().catch(() => undefined);
    },
    /** Destroys the session: the next use makes a new one. */
    forget() {
      current?.destroy();
      current = null;
      loading = null;
    },
    /** No session any more (the origin is not allowed). */
    disable() {
      disabled = true;
    },
  };
}

export type AuthSessionHolder = ReturnType<typeof createAuthSessionHolder>;
