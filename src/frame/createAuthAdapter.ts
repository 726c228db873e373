import type { AdapterContext, ConnectParameters, ConnectResult } from '../adapter/ChainAdapter';
import type { CaipNetwork } from '../adapter/CaipNetwork';
import { PorticoError } from '../adapter/PorticoError';
import { ProviderRpcError } from '../adapter/providerErrors';
import type { AuthSession, AuthUser } from './authSession';
import { FrameError, type FrameErrorCode } from './FrameError';
import { parseCaipNetworkId } from '../adapter/caip';
import { toHexChainId } from '../adapter/hexChainId';
import {
  AUTH_STORAGE_KEYS,
  clearLogin,
  hasPastLogin,
  readTime,
  type AuthStorage,
} from './authStorage';
import {
  AUTH_CAPABILITIES,
  AUTH_CONNECTOR,
  AUTH_CONNECTOR_ID,
  type AuthAccountType,
  type AuthUserInfo,
  type AuthWallet,
  type AuthWalletEvent,
  type FrameDappData,
  type FrameTheme,
} from './AuthWallet';
import type { UserOperationReceipt } from './toCallsStatus';
import { UNSAFE_METHODS } from './unsafeMethods';

export interface AuthAdapterOptions {
  /** The secure site's frame page (config `secureSiteUrl`). */
  secureSiteUrl: string;
  storage: AuthStorage;
  /** Asks the frame to log (config `debug`). */
  enableLogger?: boolean;
  /** The modal's last used chain (CAIP-2), which the frame starts on; read when needed. */
  lastUsedChain?: () => string | null;
  /** Config `defaultAccountTypes.eip155`: the account type until the user picks one. */
  defaultAccountType?: AuthAccountType;
  /**
   * Spec §7: `eth_getUserOperationReceipt` through the product API's bundler URL, for
   * `wallet_getCallsStatus` of the smart account's batches. Without it that request is refused.
   */
  getUserOperationReceipt?: (
    caipNetworkId: string,
    userOpHash: string,
  ) => Promise<UserOperationReceipt | null>;
  now?: () => number;
}

const ACCOUNT_TYPES: readonly string[] = ['eoa', 'smartAccount'];

const notConnected = (cause?: unknown) =>
  new PorticoError('NOT_CONNECTED', 'Not connected to email or social', { cause });

/** Frame failures whose spec words are codes (iframe_request_timeout): the catalogue's instead. */
const CATALOGUED: readonly string[] = ['IFRAME_LOAD_FAILED', 'IFRAME_REQUEST_TIMEOUT'];

/**
 * The catalogue's English words for a frame failure, the spec's code kept as `details`. The
 * catalogue is loaded only on this rare path: the adapter's chunk does not carry it.
 */
async function inCatalogueWords(code: FrameErrorCode, error: unknown): Promise<unknown> {
  try {
    const [{ en }, { errorMessageKey }] = await Promise.all([
      import('../i18n/en'),
      import('../i18n/errorMessageKey'),
    ]);
    const { shortMessage } = error as { shortMessage?: string };
    return new FrameError(code, en[errorMessageKey({ code })], shortMessage);
  } catch {
    return error; // the catalogue could not load: the spec's words, then
  }
}

/** A frame error in the words the modal shows, and the wallet's own codes kept (4001). */
async function toAuthError(error: unknown): Promise<unknown> {
  const { code, rpcCode, shortMessage } = (error ?? {}) as {
    code?: string;
    rpcCode?: number;
    shortMessage?: string;
  };
  if (error instanceof FrameError && CATALOGUED.includes(error.code))
    return inCatalogueWords(error.code, error);
  if (typeof rpcCode === 'number') return new ProviderRpcError(rpcCode, shortMessage ?? '');
  if (code === 'FRAME_REPLY_ERROR' && shortMessage === 'Requested RPC call is not allowed')
    return new PorticoError('ACTION_NOT_ALLOWED', shortMessage, { cause: error });
  if (code === 'FRAME_REPLY_ERROR' && shortMessage === 'Not signed in') return notConnected(error);
  return error;
}

/**
 * The embedded wallet's adapter (spec §1, §7): the startup half, small and without network.
 * Everything that speaks to the frame is in `authSession`, imported on first use: the email
 * field's focus, a login, or a reconnect after a past login. `withAuth` joins it to the eip155
 * adapter, whose transport answers the chain reads.
 */
export function createAuthAdapter(options: AuthAdapterOptions): AuthWallet {
  const { storage, secureSiteUrl } = options;
  const now = options.now ?? Date.now;
  let context: AdapterContext | null = null;
  let loading: Promise<AuthSession> | null = null;
  let current: AuthSession | null = null;
  let lastUser: (AuthUser & { smartAccountEnabled: boolean }) | null = null;
  let enabledNetworks: Promise<readonly string[]> | null = null;
  let disabled = false;
  let sync: { theme?: FrameTheme; dapp?: FrameDappData } = {};
  const listeners = new Set<(event: AuthWalletEvent) => void>();
  // Events before anyone listens (a reconnect at startup) wait for the first listener.
  const backlog: AuthWalletEvent[] = [];
  const inFlight = new Map<AbortController, { rejected: boolean }>();
  // The login given again to a frame whose document went away, once per loss.
  let restoring: { session: AuthSession; losses: number; done: Promise<void> } | null = null;

  const emit = (event: AuthWalletEvent) => {
    if (listeners.size === 0) backlog.push(event);
    for (const listener of [...listeners]) listener(event);
  };

  /** The frame's chain: the network asked for, else the last used one, else the first. */
  function frameNetwork(network?: CaipNetwork): CaipNetwork | undefined {
    const networks = context?.networks ?? [];
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
          secureSiteUrl,
          parameters: {
            projectId: context?.projectId ?? '',
            ...(chain && { chainId: chain.caipNetworkId }),
            ...(chain?.rpcUrls.default.http[0] && { rpcUrl: chain.rpcUrls.default.http[0] }),
            enableLogger: options.enableLogger ?? false,
          },
          onFrameEvent: (event) =>
            emit(
              event.type === 'SOCIAL_RESULT'
                ? { type: 'socialResult', uri: event.payload.uri }
                : {
                    type:
                      event.type === 'APPROVAL_REQUESTED' ? 'approvalRequested' : 'approvalSettled',
                  },
            ),
        });
        created.sync(sync);
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
   * asked anything, the kept session token logs it in again (spec §7 IS_CONNECTED), and theme
   * and app data are synced to it. A token it refuses is an expired login (spec §8).
   */
  function restoreLogin(s: AuthSession): Promise<void> {
    const losses = s.client.losses();
    const token = storage.getItem(AUTH_STORAGE_KEYS.session);
    if (losses === 0 || !lastUser || !token) return Promise.resolve();
    if (restoring?.session === s && restoring.losses === losses) return restoring.done;
    const done = s.isConnected(token).then(
      (connected) => {
        if (connected) return s.sync(sync);
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

  /** The account type the user chose (stored), else the configured default. */
  function preferredType(): AuthAccountType {
    const stored = storage.getItem(AUTH_STORAGE_KEYS.preferredAccountType);
    if (stored && ACCOUNT_TYPES.includes(stored)) return stored as AuthAccountType;
    return options.defaultAccountType === 'smartAccount' ? 'smartAccount' : 'eoa';
  }

  /** Spec §7: the smart-account networks, asked once per session and kept (spec §3 storage). */
  function smartAccountNetworks(): Promise<readonly string[]> {
    enabledNetworks ??= withSession((s) => s.smartAccountEnabledNetworks()).then(
      (networks) => {
        storage.setItem(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks, networks.join(','));
        return networks;
      },
      (error: unknown) => {
        enabledNetworks = null;
        throw error;
      },
    );
    return enabledNetworks;
  }

  /** Keeps `user` as the logged-in one; tells the modal when who or which account changed. */
  async function remember(user: AuthUser): Promise<ConnectResult> {
    // A site that cannot say where it has smart accounts does not stop a login: none, then.
    const networks = await smartAccountNetworks().catch((): readonly string[] => []);
    const smartAccountEnabled = networks.includes(user.caipNetworkId);
    const before = lastUser;
    lastUser = { ...user, smartAccountEnabled };
    storage.setItem(AUTH_STORAGE_KEYS.loginEmailUsed, 'true');
    if (user.email) storage.setItem(AUTH_STORAGE_KEYS.email, user.email);
    if (user.userName) storage.setItem(AUTH_STORAGE_KEYS.socialUsername, user.userName);
    if (before && before.address !== user.address)
      context?.emit({
        type: 'accountsChanged',
        connectorId: AUTH_CONNECTOR_ID,
        addresses: [user.address],
      });
    emit({ type: 'userChanged' });
    return {
      accounts: [{ namespace: 'eip155', address: user.address, type: user.accountType }],
      caipNetworkId: user.caipNetworkId,
    };
  }

  /** The user as the frame knows them, on `network` (switching the frame to it first). */
  const userOn = (network: CaipNetwork) =>
    withSession(async (s) => {
      const user = await s.getUser(network.caipNetworkId, preferredType());
      if (user.caipNetworkId === network.caipNetworkId) return user;
      const caipNetworkId = await s.switchNetwork(
        network.caipNetworkId,
        network.rpcUrls.default.http[0],
      );
      // The account in use depends on the chain (smart accounts are per network): ask again.
      return s.getUser(caipNetworkId, preferredType());
    }, network);

  /** A wallet request through the frame; unsafe ones wait on the approval click there. */
  async function rpc(method: string, params: unknown[], network?: CaipNetwork): Promise<unknown> {
    const controller = new AbortController();
    const entry = { rejected: false };
    if (UNSAFE_METHODS.includes(method)) inFlight.set(controller, entry);
    const chain = network ?? frameNetwork();
    try {
      return await withSession((s) =>
        s.rpc(
          {
            method,
            params,
            chainId: chain?.caipNetworkId ?? '',
            ...(chain?.rpcUrls.default.http[0] && { rpcUrl: chain.rpcUrls.default.http[0] }),
          },
          controller.signal,
        ),
      );
    } catch (error) {
      // The user left the approval (closed the modal): that is their rejection.
      if (entry.rejected) throw new ProviderRpcError(4001, 'User rejected the request');
      throw error;
    } finally {
      inFlight.delete(controller);
    }
  }

  /**
   * EIP-5792 `wallet_getCallsStatus` of a batch the smart account sent (id = the user
   * operation's hash), answered from the bundler (spec §7), not by the frame.
   */
  async function callsStatus(params: readonly unknown[]) {
    const id = params[0];
    if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
      throw new ProviderRpcError(-32602, 'Invalid params: a calls id (0x and 32 bytes)');
    const chainId = lastUser?.caipNetworkId;
    if (!chainId) throw notConnected();
    if (!options.getUserOperationReceipt)
      throw new ProviderRpcError(4200, 'wallet_getCallsStatus needs the product API (apiUrl)');
    const [{ toCallsStatus }, receipt] = await Promise.all([
      import('./toCallsStatus'),
      options.getUserOperationReceipt(chainId, id),
    ]);
    return toCallsStatus(id, parseCaipNetworkId(chainId).reference, receipt);
  }

  function rejectApprovals() {
    for (const [controller, entry] of inFlight) {
      entry.rejected = true;
      controller.abort();
    }
  }

  function forget() {
    current?.destroy();
    current = null;
    loading = null;
  }

  const chainModule = () => {
    if (!context?.chain)
      throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
        details: 'the embedded wallet is set up without a chain module (join it with withAuth)',
      });
    return context.chain;
  };

  return {
    namespace: 'eip155',
    namespaces: ['eip155'],
    adapterType: 'universal',
    capabilities: AUTH_CAPABILITIES,
    setup(adapterContext) {
      context = adapterContext;
    },
    getConnectors: () => [AUTH_CONNECTOR],

    async connect({ network }: ConnectParameters) {
      lastUser = null; // a new login: no account change to announce
      return remember(await userOn(network));
    },
    async reconnect({ network }: ConnectParameters) {
      const token = storage.getItem(AUTH_STORAGE_KEYS.session);
      if (!token || !hasPastLogin(storage)) return null;
      const connected = await withSession((s) => s.isConnected(token), network);
      if (!connected) {
        // Spec §8: a failed connection check clears the cached login.
        clearLogin(storage);
        emit({ type: 'sessionExpired' });
        return null;
      }
      return remember(await userOn(network));
    },
    async disconnect() {
      rejectApprovals();
      try {
        // 3 s at most; the frame's answer or silence does not undo the local logout.
        await current?.signOut();
      } catch {
        // The frame did not confirm: the login is cleared here all the same.
      } finally {
        lastUser = null;
        enabledNetworks = null;
        clearLogin(storage);
      }
    },
    async getAccounts() {
      const chainId = lastUser?.caipNetworkId ?? frameNetwork()?.caipNetworkId ?? '';
      const user = await withSession((s) => s.getUser(chainId, preferredType()));
      return [{ namespace: 'eip155' as const, address: user.address, type: user.accountType }];
    },
    async switchNetwork({ network }) {
      const caipNetworkId = await withSession((s) =>
        s.switchNetwork(network.caipNetworkId, network.rpcUrls.default.http[0]),
      );
      // A smart account is per network: on a chain without them the EOA is the account.
      if (lastUser)
        await remember(await withSession((s) => s.getUser(caipNetworkId, preferredType())));
      context?.emit({ type: 'chainChanged', connectorId: AUTH_CONNECTOR_ID, caipNetworkId });
    },
    async getBalance({ address, network }) {
      const value = await rpc('eth_getBalance', [address, 'latest'], network);
      const { decimals, symbol } = network.nativeCurrency;
      return { value: BigInt(String(value)), decimals, symbol };
    },
    async signMessage({ address, message }) {
      const { requests } = chainModule();
      const { method, params } = requests.signMessage(address, message);
      const signature = await rpc(method, params);
      if (!requests.isSignature(signature))
        throw new PorticoError('INVALID_SIGNATURE', 'Error signing message', {
          details: String(signature),
        });
      return signature;
    },
    async sendTransaction({ network, from, to, value, data }) {
      const chain = chainModule();
      const { method, params } = chain.requests.sendTransaction!({ from, to, value, data });
      const hash = await rpc(method, params, network).catch((error: unknown) => {
        throw chain.toTransactionError ? chain.toTransactionError(error) : error;
      });
      if (!chain.requests.isTransactionHash(hash))
        throw new PorticoError('INVALID_TRANSACTION_HASH', 'The wallet returned no transaction', {
          details: String(hash),
        });
      return hash;
    },
    getAssets: ({ address, network }) =>
      rpc(
        'wallet_getAssets',
        [{ account: address, chainFilter: [toHexChainId(network.id)] }],
        network,
      ),
    async request({ method, params }) {
      if (method === 'wallet_getCallsStatus') return callsStatus(params);
      if (method === 'wallet_sendCalls') {
        const { checkSendCalls } = await import('./checkSendCalls');
        checkSendCalls(params);
      }
      return rpc(method, params);
    },
    parseUnits: (value, decimals) => chainModule().parseUnits(value, decimals),
    formatUnits: (value, decimals) => chainModule().formatUnits(value, decimals),
    isAddress: (address) => chainModule().isAddress(address),
    destroy() {
      forget();
      context = null;
    },

    prepare() {
      void session().catch(() => undefined);
    },
    lastEmailLoginAt: () => readTime(storage, AUTH_STORAGE_KEYS.lastEmailLoginTime),
    email: () => storage.getItem(AUTH_STORAGE_KEYS.email),
    user: (): AuthUserInfo | null =>
      lastUser && {
        email: lastUser.email,
        userName: lastUser.userName,
        socialProvider: lastUser.socialProvider,
        accountType: lastUser.accountType,
        smartAccountDeployed: lastUser.smartAccountDeployed,
        smartAccountEnabled: lastUser.smartAccountEnabled,
      },
    async setPreferredAccountType(type) {
      const chainId = lastUser?.caipNetworkId;
      if (!lastUser || !chainId) throw notConnected();
      await withSession((s) => s.setPreferredAccount(type));
      storage.setItem(AUTH_STORAGE_KEYS.preferredAccountType, type);
      await remember(await withSession((s) => s.getUser(chainId, type)));
    },
    getSocialRedirectUri: (provider) => withSession((s) => s.getSocialRedirectUri(provider)),
    getFarcasterUri: () => withSession((s) => s.getFarcasterUri()),
    // The login's session is kept; the user is read by the `connect` that follows (get user).
    async connectFarcaster(signal) {
      const chainId = frameNetwork()?.caipNetworkId ?? '';
      const { token } = await withSession((s) => s.connectFarcaster(chainId, signal));
      storage.setItem(AUTH_STORAGE_KEYS.session, token);
    },
    async connectSocial(uri) {
      const chainId = frameNetwork()?.caipNetworkId ?? '';
      const { token } = await withSession((s) => s.connectSocial(uri, chainId));
      storage.setItem(AUTH_STORAGE_KEYS.session, token);
    },
    async connectEmail(email) {
      storage.setItem(AUTH_STORAGE_KEYS.lastEmailLoginTime, String(now()));
      return withSession((s) => s.connectEmail(email));
    },
    connectDevice: (signal) => withSession((s) => s.connectDevice(signal)),
    async connectOtp(otp) {
      const token = await withSession((s) => s.connectOtp(otp));
      storage.setItem(AUTH_STORAGE_KEYS.session, token);
    },
    updateEmail: (email) => withSession((s) => s.updateEmail(email)),
    updateEmailPrimaryOtp: (otp) => withSession((s) => s.updateEmailPrimaryOtp(otp)),
    async updateEmailSecondaryOtp(otp) {
      const newEmail = await withSession((s) => s.updateEmailSecondaryOtp(otp));
      storage.setItem(AUTH_STORAGE_KEYS.email, newEmail);
      return newEmail;
    },
    sync(data) {
      sync = { ...sync, ...data };
      current?.sync(data);
    },
    rejectApprovals,
    disable() {
      disabled = true;
      rejectApprovals();
      forget();
    },
    onEvent(listener) {
      listeners.add(listener);
      for (const event of backlog.splice(0)) listener(event);
      return () => void listeners.delete(listener);
    },
  };
}
