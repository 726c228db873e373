import { PorticoError } from '../adapter/PorticoError';
import { resolveConfig } from '../config/resolveConfig';
import type { ConfigInput } from '../config/ConfigInput';
import type { PorticoStorage } from '../features/persistence/PorticoStorage';
import type { HostCallName } from '../features/FeatureDescriptor';
import { FEATURES } from '../features/featureList';
import { selectActiveCaipAddress } from '../features/connections/connectionsSelectors';
import { close as closeAction, open as openAction } from '../features/modal/modalSlice';
import { localeRequested as setLocale } from '../features/locale/localeSlice';
import { selectIsOpen } from '../features/modal/modalSelectors';
import { selectView } from '../features/router/routerSelectors';
import { isView, type View } from '../features/router/types';
import { isViewOn, viewFlag } from '../features/router/viewFlags';
import { createPorticoStore, type CreatePorticoStoreParameters } from '../store/createPorticoStore';
import type { PorticoState } from '../features/PorticoState';
import { destroyRequested } from '../store/destroyRequested';
import { assertHostAction } from './hostActions';
import { hostIntents } from './hostIntents';
import { signWithActiveAccount } from './signWithActiveAccount';
import { keepStore } from './storeOf';
import type { ModalSnapshot, WalletModal } from './WalletModal';

export type { ModalSnapshot, OpenOptions, WalletModal } from './WalletModal';

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
  const features = extra.features ?? FEATURES;
  const { store, eventHub, start, stop, adapters, logger } = createPorticoStore({
    options,
    runtime,
    ...extra,
    features,
  });
  const intents = hostIntents(features);
  const context = { store, adapters };
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
  /** A host call answered by the feature that declares it, once its view is known to be on. */
  const call = (name: HostCallName, input?: unknown) => {
    const intent = intents.call(name);
    if (intent.view) assertViewOn(intent.view);
    return intent.run(context, input);
  };

  const modal: WalletModal & { start(): void } = {
    start() {
      started = true;
      start();
    },
    dispatch(action) {
      assertHostAction(action);
      return store.dispatch(action);
    },
    open(openOptions = {}) {
      const { view } = openOptions;
      if (view !== undefined) {
        if (!isView(view)) throw new PorticoError('VIEW_UNKNOWN', `Unknown view "${String(view)}"`);
        assertViewOn(view);
      }
      const { arguments: prefill, ...request } = openOptions;
      store.dispatch(openAction(request));
      if (view !== undefined) intents.view(view)?.(context, prefill);
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
    // A refusal is a rejection, as the feature's own checks are.
    grantPermissions: (request) =>
      new Promise((resolve) =>
        resolve(call('grantPermissions', request) as ReturnType<WalletModal['grantPermissions']>),
      ),
    send(prefill = {}) {
      call('send', prefill);
    },
    getLogs: () => logger.entries(),
    setLocale(locale) {
      store.dispatch(setLocale(locale));
    },
    requestSignIn() {
      call('requestSignIn');
    },
    destroy() {
      if (started) {
        store.dispatch(destroyRequested());
        stop();
      }
      unsubscribeStore();
      stateListeners.clear();
      eventHub.clear();
    },
  };
  return keepStore(modal, store);
}
