import type { Action } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../adapter/chainNamespace';
import { PorticoError } from '../adapter/PorticoError';
import { resolveConfig, type ResolvedOptions } from '../config/resolveConfig';
import type { ConfigInput } from '../config/ConfigInput';
import type { EventListener } from '../features/events/types';
import type { LogEntry } from '../features/logger/types';
import type {
  PermissionRequest,
  PermissionResponse,
} from '../features/smartSessions/permissionRequestSchema';
import type { PorticoStorage } from '../features/persistence/PorticoStorage';
import { selectActiveCaipAddress } from '../features/connections/connectionsSelectors';
import { close as closeAction, open as openAction } from '../features/modal/modalSlice';
import { localeRequested as setLocale } from '../features/locale/localeSlice';
import { selectIsOpen } from '../features/modal/modalSelectors';
import { selectView } from '../features/router/routerSelectors';
import { SiwxNotEnabledError } from '../features/siwx/SiwxNotEnabledError';
import { siwxPromptRequested } from '../features/siwx/siwxActions';
import { isView, type View } from '../features/router/types';
import { isViewOn, viewFlag } from '../features/router/viewFlags';
import {
  createPorticoStore,
  type CreatePorticoStoreParameters,
  type PorticoStore,
} from '../store/createPorticoStore';
import type { PorticoState } from '../features/PorticoState';
import { destroyRequested } from '../store/rootSaga';
import { signWithActiveAccount } from './signWithActiveAccount';
import { sendRequested, type SendPrefill } from '../features/send/sendRequested';
import { swapRequested, type SwapArguments } from '../features/swap/swapRequested';
import { onrampRequested } from '../features/onramp/onrampRequested';

export interface OpenOptions {
  /** The view to show; defaults to Account when connected, else Connect. */
  view?: View;
  /** Restrict the Connect view to one namespace's connectors. */
  namespace?: ChainNamespace;
  /**
   * What the view starts with. `Swap`: `{ from?, to?, amount? }`, tokens by CAIP-10 id,
   * address or symbol, the amount in whole units (`{ from: 'ETH', to: 'PUSD', amount: '0.5' }`).
   */
  arguments?: SwapArguments;
}

/** What host code sees of the modal, outside React. */
export interface ModalSnapshot {
  isOpen: boolean;
  view: View;
  caipAddress: string | null;
}

export interface WalletModal {
  /** @internal The store: Portico's own tests and stories read it; hosts use the API below. */
  readonly store: PorticoStore;
  readonly options: ResolvedOptions;
  /** Dispatches an exported action, e.g. `open()`, `close()`, `disconnect()`. */
  dispatch(action: Action): Action;
  /**
   * Shows the modal. Throws a PorticoError for an unknown view (`VIEW_UNKNOWN`) and one whose
   * feature flag is off (`VIEW_DISABLED`).
   */
  open(options?: OpenOptions): void;
  close(): void;
  getSnapshot(): ModalSnapshot;
  /** Called when the snapshot changes (not on every store update). Returns an unsubscribe. */
  subscribeState(listener: (snapshot: ModalSnapshot) => void): () => void;
  /** Called for every event, in order. Returns an unsubscribe. */
  subscribeEvents(listener: EventListener): () => void;
  /**
   * Asks the connected wallet to sign `message` with the active account (personal_sign on
   * eip155) and resolves with the signature. Rejects with 'No ActiveCaipAddress found' when
   * nobody is connected, and with the wallet's error (e.g. 4001) when it refuses.
   */
  signMessage(message: string): Promise<string>;
  /**
   * Sends any other wallet request through the active account's wallet (e.g.
   * `eth_signTypedData_v4`) and resolves with its answer. The embedded wallet asks the user to
   * approve unsafe requests in its frame and refuses what it does not allow ('Action not
   * allowed' is shown). 'No ActiveCaipAddress found' without an account.
   */
  request(request: { method: string; params?: unknown[] }): Promise<unknown>;
  /**
   * Asks the active account's wallet for an ERC-7715 smart session (`wallet_grantPermissions`:
   * `{ chainId?, expiry, signer, permissions, policies? }`); the embedded wallet asks the user
   * in its frame. Resolves with the wallet's answer (with its `permissionsContext`), which the
   * account's Smart sessions list then shows. Rejects with `SMART_SESSIONS_DISABLED` without
   * `features.smartSessions`, `INVALID_PERMISSION_REQUEST` for a malformed request, 'No
   * ActiveCaipAddress found' without an account, 4200 (`UNSUPPORTED_METHOD`) from a wallet
   * that does not support it, and with the wallet's error (e.g. 4001) when refused.
   */
  grantPermissions(request: PermissionRequest): Promise<PermissionResponse>;
  /**
   * Opens the send form, prefilled with what is given: `token` (a token's CAIP-10 address or
   * the native symbol), `amount` (whole units, e.g. `'1.5'`), `to` (an address or a name).
   * The user checks and confirms; SEND_INITIATED, SEND_SUCCESS and SEND_ERROR report it.
   * Throws `VIEW_DISABLED` when `features.send` is off.
   */
  send(prefill?: SendPrefill): void;
  /**
   * Shows SIWXSignMessage for the active account when it is not signed in (e.g. after an
   * optional sign-in was cancelled). Throws 'SIWX is not enabled' without `siwx` or
   * `siweConfig`, and 'No ActiveCaipAddress found' when nobody is connected.
   */
  requestSignIn(): void;
  /**
   * Shows the modal in another language (`'ar'`, `'pt-BR'`), keeping its state: the view, the
   * form being typed and the connection stay. The locale's catalogue is fetched first (the
   * current one stays until it arrives); a tag without one falls back to the nearest (pt →
   * pt-BR, zh-HK → zh-TW), then English, with a warning in the log.
   */
  setLocale(locale: string): void;
  /**
   * The modal's log buffer, oldest first: entries at the config's `logLevel` or above, at most
   * 1,024,000 bytes. Kept in the page; nothing of it is sent.
   */
  getLogs(): LogEntry[];
  /** Stops sagas and drops listeners; the instance cannot be used afterwards. */
  destroy(): void;
}

export interface CreateWalletModalOptions {
  /** Where recent wallets and connections persist; `localStorage` by default. */
  storage?: PorticoStorage;
  /** Called when a feature saga crashes (it is also logged); the others go on. */
  onSagaError?: (error: Error) => void;
  /** @internal Tests and stories: start from this state. */
  preloadedState?: CreatePorticoStoreParameters['preloadedState'];
  /** @internal Tests: the features (default: all). */
  features?: CreatePorticoStoreParameters['features'];
  /** @internal Tests: sagas started after the features'. */
  extraSagas?: CreatePorticoStoreParameters['extraSagas'];
  /** @internal Tests and stories: lazy features' slices present from the start. */
  slices?: CreatePorticoStoreParameters['slices'];
  /** @internal Tests: another fetch, faster retries or a clock for the product-API client. */
  api?: CreatePorticoStoreParameters['api'];
}

function toSnapshot(state: PorticoState): ModalSnapshot {
  return {
    isOpen: selectIsOpen(state),
    view: selectView(state),
    caipAddress: selectActiveCaipAddress(state),
  };
}

/**
 * Creates a modal instance: checks the config (throws `ConfigError`), builds the store and
 * starts the sagas (docs/architecture.md, "Start-up cost"). Makes no request; safe on a server.
 */
export function createWalletModal(
  config: ConfigInput,
  extra: CreateWalletModalOptions = {},
): WalletModal {
  const modal = buildWalletModal(config, extra);
  modal.start();
  return modal;
}

/**
 * A modal instance whose sagas have not started: nothing set up, nothing read, no listener, so
 * one React throws away (a StrictMode double render) leaves nothing behind. `start` once it is
 * kept; `createWalletModal` does both.
 */
export function buildWalletModal(
  config: ConfigInput,
  extra: CreateWalletModalOptions = {},
): WalletModal & { start(): void } {
  const { options, runtime } = resolveConfig(config);
  const { store, eventHub, start, adapters, logger } = createPorticoStore({
    options,
    runtime,
    ...extra,
  });
  let started = false;
  let snapshot = toSnapshot(store.getState());
  const stateListeners = new Set<(snapshot: ModalSnapshot) => void>();
  const unsubscribeStore = store.subscribe(() => {
    const next = toSnapshot(store.getState());
    if (
      next.isOpen === snapshot.isOpen &&
      next.view === snapshot.view &&
      next.caipAddress === snapshot.caipAddress
    )
      return;
    snapshot = next;
    for (const listener of [...stateListeners]) listener(snapshot);
  });

  /** A host asking for the view of a feature that is off gets told, not a silent home view. */
  const assertViewOn = (view: View) => {
    if (!isViewOn(store.getState(), view))
      throw new PorticoError(
        'VIEW_DISABLED',
        `The ${view} view is off (features.${viewFlag(view)})`,
      );
  };

  return {
    start() {
      started = true;
      start();
    },
    store,
    options,
    dispatch: store.dispatch,
    open(openOptions = {}) {
      const { view } = openOptions;
      if (view !== undefined) {
        if (!isView(view)) throw new PorticoError('VIEW_UNKNOWN', `Unknown view "${String(view)}"`);
        assertViewOn(view);
      }
      const { arguments: prefill, ...request } = openOptions;
      store.dispatch(openAction(request));
      // Swap checks the account and its network once shown (UnsupportedChain off the swap list).
      if (view === 'Swap') store.dispatch(swapRequested(prefill ?? {}));
      // Buying checks the account, the region and the network once shown.
      if (view === 'OnrampProviders') store.dispatch(onrampRequested());
    },
    close() {
      store.dispatch(closeAction());
    },
    getSnapshot: () => snapshot,
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribeEvents: (listener) => eventHub.subscribe(listener),
    signMessage: (message) => signWithActiveAccount(store.getState(), adapters, message),
    // Loaded on the first call: the error table and the toast stay out of the startup bundle.
    request: (request) =>
      import('./requestWithActiveAccount').then((m) =>
        m.requestWithActiveAccount(store, adapters, request),
      ),
    grantPermissions: (request) =>
      import('../features/smartSessions/grantPermissions').then((m) =>
        m.grantPermissions(store, adapters, request),
      ),
    send(prefill = {}) {
      assertViewOn('Send');
      store.dispatch(sendRequested(prefill));
      store.dispatch(openAction({ view: 'Send' }));
    },
    getLogs: () => logger.entries(),
    setLocale(locale) {
      store.dispatch(setLocale(locale));
    },
    requestSignIn() {
      if (!options.hasSiwx) throw new SiwxNotEnabledError();
      if (!selectActiveCaipAddress(store.getState())) {
        throw new PorticoError('NO_ACTIVE_ADDRESS', 'No ActiveCaipAddress found');
      }
      store.dispatch(siwxPromptRequested());
    },
    destroy() {
      if (started) {
        store.dispatch(destroyRequested());
        start().cancel();
      }
      unsubscribeStore();
      stateListeners.clear();
      eventHub.clear();
    },
  };
}
