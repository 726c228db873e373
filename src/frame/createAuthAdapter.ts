import type { AdapterContext, ConnectParameters, ConnectResult } from '../adapter/ChainAdapter';
import type { CaipNetwork } from '../adapter/CaipNetwork';
import { PorticoError } from '../adapter/PorticoError';
import { toHexChainId } from '../adapter/hexChainId';
import type { AuthAdapterOptions } from './AuthAdapterOptions';
import type { AuthUser } from './authSession';
import { AUTH_STORAGE_KEYS, clearLogin, hasPastLogin, readTime } from './authStorage';
import {
  AUTH_CAPABILITIES,
  AUTH_CONNECTOR_ID,
  authConnector,
  type AuthAccountType,
  type AuthUserInfo,
  type AuthWallet,
  type AuthWalletEvent,
  type FrameDappData,
  type FrameTheme,
} from './AuthWallet';
import { createAuthRpc } from './createAuthRpc';
import { createAuthSessionHolder } from './createAuthSessionHolder';
import { notConnected } from './notConnected';
import { readCallsStatus } from './readCallsStatus';

export type { AuthAdapterOptions } from './AuthAdapterOptions';

const ACCOUNT_TYPES: readonly string[] = ['eoa', 'smartAccount'];

/**
 * The embedded wallet's adapter: the startup half, small and without network.
 * Everything that speaks to the frame is in `authSession`, imported on first use: the email
 * field's focus, a login, or a reconnect after a past login. The adapter registry joins it to
 * the adapter of the namespace it serves, whose transport answers the chain reads.
 */
export function createAuthAdapter(options: AuthAdapterOptions): AuthWallet {
  const { storage, namespace } = options;
  const now = options.now ?? Date.now;
  let context: AdapterContext | null = null;
  let lastUser: (AuthUser & { smartAccountEnabled: boolean }) | null = null;
  let enabledNetworks: Promise<readonly string[]> | null = null;
  let sync: { theme?: FrameTheme; dapp?: FrameDappData } = {};
  const listeners = new Set<(event: AuthWalletEvent) => void>();
  // Events before anyone listens (a reconnect at startup) wait for the first listener.
  const backlog: AuthWalletEvent[] = [];

  const emit = (event: AuthWalletEvent) => {
    if (listeners.size === 0) backlog.push(event);
    for (const listener of [...listeners]) listener(event);
  };

  const sessions = createAuthSessionHolder({
    options,
    context: () => context,
    sync: () => sync,
    loggedIn: () => lastUser !== null,
    emit,
  });
  const { frameNetwork, withSession } = sessions;
  const { rpc, rejectApprovals } = createAuthRpc(sessions);

  /** The account type the user chose (stored), else the configured default. */
  function preferredType(): AuthAccountType {
    const stored = storage.getItem(AUTH_STORAGE_KEYS.preferredAccountType);
    if (stored && ACCOUNT_TYPES.includes(stored)) return stored as AuthAccountType;
    return options.defaultAccountType === 'smartAccount' ? 'smartAccount' : 'eoa';
  }

  /** The smart-account networks, asked once per session and kept in storage. */
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
      accounts: [{ namespace, address: user.address, type: user.accountType }],
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

  const chainModule = () => {
    if (!context?.chain)
      throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
        details: 'the embedded wallet is set up without a chain module (register it as a source)',
      });
    return context.chain;
  };

  return {
    namespace,
    namespaces: [namespace],
    // Joined with the namespace's adapter, its chain module: set at setup.
    get chain() {
      return chainModule();
    },
    capabilities: AUTH_CAPABILITIES,
    setup(adapterContext) {
      context = adapterContext;
    },
    getConnectors: () => [authConnector(namespace)],

    async connect({ network }: ConnectParameters) {
      lastUser = null; // a new login: no account change to announce
      return remember(await userOn(network));
    },
    async reconnect({ network }: ConnectParameters) {
      const token = storage.getItem(AUTH_STORAGE_KEYS.session);
      if (!token || !hasPastLogin(storage)) return null;
      const connected = await withSession((s) => s.isConnected(token), network);
      if (!connected) {
        // A failed connection check clears the cached login.
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
        await sessions.current()?.signOut();
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
      return [{ namespace, address: user.address, type: user.accountType }];
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
      const hash = await rpc(method, params, network).catch(async (error: unknown) => {
        throw chain.toTransactionError ? await chain.toTransactionError(error) : error;
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
      if (method === 'wallet_getCallsStatus')
        return readCallsStatus(params, lastUser?.caipNetworkId, options.getUserOperationReceipt);
      if (method === 'wallet_sendCalls') {
        const { checkSendCalls } = await import('./checkSendCalls');
        checkSendCalls(params);
      }
      return rpc(method, params);
    },
    destroy() {
      sessions.forget();
      context = null;
    },

    prepare: sessions.prepare,
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
      sessions.current()?.sync(data);
    },
    rejectApprovals,
    disable() {
      sessions.disable();
      rejectApprovals();
      sessions.forget();
    },
    onEvent(listener) {
      listeners.add(listener);
      for (const event of backlog.splice(0)) listener(event);
      return () => void listeners.delete(listener);
    },
  };
}
