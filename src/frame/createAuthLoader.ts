import type { AdapterContext, ChainAdapter } from '../adapter/ChainAdapter';
import type { RunningWalletSource } from '../adapter/WalletSource';
import { hasPastLogin } from './authStorage';
import { AUTH_CAPABILITIES, authConnector, type AuthWallet } from './AuthWallet';
import type { AuthAdapterOptions } from './createAuthAdapter';

/** The embedded wallet as the startup code holds it: its adapter, loaded on first use. */
export interface AuthLoader extends RunningWalletSource {
  /** The adapter the registry joins to its namespace: the connector now, the rest once loaded. */
  readonly adapter: ChainAdapter;
  /** The embedded wallet itself (imports its code once). */
  load(): Promise<AuthWallet>;
  /** Whether an email login was used before on this browser. */
  hasPastLogin(): boolean;
}

/** The adapter methods that wait for the embedded wallet's code (all of them async). */
const FORWARDED = [
  'connect',
  'reconnect',
  'disconnect',
  'getAccounts',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'getAssets',
  'request',
] as const;

/**
 * The startup half of the embedded wallet, kept to the connector and a forwarder: with
 * `secureSiteUrl` set, an app pays these few lines at startup, and `createAuthAdapter` (its
 * state, storage and session) loads on the first call, which is a login, or the reconnect of
 * a past one. The frame client loads later still, with the first request to the frame.
 */
export function createAuthLoader(options: AuthAdapterOptions): AuthLoader {
  let context: AdapterContext | undefined;
  let loading: Promise<AuthWallet> | undefined;
  const load = () =>
    (loading ??= import('./createAuthAdapter').then(({ createAuthAdapter }) => {
      const wallet = createAuthAdapter(options);
      if (context) wallet.setup(context);
      return wallet;
    }));
  const adapter = {
    namespace: options.namespace,
    namespaces: [options.namespace],
    // Joined with the namespace's adapter, its chain module: set at setup.
    get chain() {
      return context?.chain;
    },
    capabilities: AUTH_CAPABILITIES,
    setup(adapterContext: AdapterContext) {
      context = adapterContext;
    },
    getConnectors: () => [authConnector(options.namespace)],
    destroy() {
      void loading?.then((wallet) => wallet.destroy());
    },
  } as Record<string, unknown>;
  for (const name of FORWARDED)
    adapter[name] = (parameters: unknown) =>
      load().then((wallet) => (wallet[name] as (p: unknown) => Promise<unknown>)(parameters));
  return {
    adapter: adapter as unknown as ChainAdapter,
    load,
    hasPastLogin: () => hasPastLogin(options.storage),
  };
}
