import { configureStore } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { WalletSourceContext } from '../adapter/WalletSource';
import type { ResolvedOptions, RuntimeConfig } from '../config/resolveConfig';
import { AdapterRegistry } from '../features/adapters/AdapterRegistry';
import {
  createApiLoader,
  type ApiClientOverrides,
  type ApiLoader,
} from '../features/apiClient/createApiLoader';
import { createLogger } from '../features/logger/createLogger';
import type { Logger } from '../features/logger/types';
import { hostLocale } from '../features/locale/hostLocale';
import { initialLocaleState } from '../features/locale/localeSlice';
import { initialModalState } from '../features/modal/modalSlice';
import { initialNetworksState } from '../features/networks/networksSlice';
import { guardedStorage } from '../features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../features/persistence/PorticoStorage';
import { readLastUsedChain } from '../features/persistence/storedRecords';
import { EventHub } from '../features/events/EventHub';
import { isDevelopment } from '../utils/isDevelopment';
import type { FeatureDescriptor, FeatureSlice } from '../features/FeatureDescriptor';
import { FEATURES } from '../features/featureList';
import type { SliceInjector } from './createSliceInjector';
import type { PorticoState } from '../features/PorticoState';
import { createRootReducer } from './rootReducer';
import { createSagaStarter } from './createSagaStarter';

interface SagaContext {
  eventHub: EventHub;
  runtime: RuntimeConfig;
  /** The adapters with the wallet sources joined; the running sources (the embedded wallet). */
  adapters: AdapterRegistry;
  storage: PorticoStorage;
  /** The product-API client, created on first use. */
  api: ApiLoader;
  logger: Logger;
  /** Adds a lazy feature's slices to this store when its chunk first runs. */
  injectSlices: SliceInjector;
}

export interface CreatePorticoStoreParameters {
  options: ResolvedOptions;
  runtime: RuntimeConfig;
  /** State to start from (stories and tests); `options` always wins. */
  preloadedState?: Partial<Omit<PorticoState, 'options'>>;
  /** The features; defaults to all (`src/features/featureList.ts`). */
  features?: readonly FeatureDescriptor[];
  /** Testing: sagas started after the features' (a failing one, a recorder). */
  extraSagas?: readonly Saga[];
  /**
   * Stories and tests: lazy features' slices to add at creation, so `preloadedState` can set
   * them before their features load.
   */
  slices?: readonly FeatureSlice[];
  onSagaError?: (error: Error) => void;
  /** Where recent wallets and connections persist; `localStorage` by default. */
  storage?: PorticoStorage;
  /** Testing: another fetch, faster retries or a clock for the product-API client. */
  api?: ApiClientOverrides;
}

export function createPorticoStore({
  options,
  runtime,
  preloadedState,
  features = FEATURES,
  extraSagas = [],
  slices = [],
  onSagaError = (error) => console.error('[portico] a feature saga crashed', error),
  storage: hostStorage,
  api,
}: CreatePorticoStoreParameters) {
  const eventHub = new EventHub();
  const logger = createLogger({ level: options.logLevel, console: options.debug });
  // One guard for every reader and writer (persistence, the embedded wallet): a host store's
  // quota or security error never reaches them, and a failed write is held in memory.
  const storage = guardedStorage(hostStorage);
  const { reducer, injectSlices } = createRootReducer(features, slices);
  const apiLoader = createApiLoader(options, api);
  // The wallet sources (pairing, the embedded wallet) start with the modal's own services.
  const sourceContext: WalletSourceContext = {
    storage,
    debug: options.debug,
    lastUsedChain: () => readLastUsedChain(storage),
    defaultAccountTypes: options.defaultAccountTypes,
    ...(apiLoader.enabled && {
      getUserOperationReceipt: (caipNetworkId: string, userOpHash: string) =>
        apiLoader
          .load()
          .then((client) => client.getUserOperationReceipt({ caipNetworkId, userOpHash })),
    }),
  };
  const context: SagaContext = {
    eventHub,
    runtime,
    adapters: new AdapterRegistry(runtime.adapters, {
      sources: runtime.sources,
      context: sourceContext,
    }),
    storage,
    api: apiLoader,
    logger,
    injectSlices,
  };
  const sagas = createSagaStarter({
    features,
    extraSagas,
    context,
    onError: (error) => {
      logger.error(
        'A feature saga crashed',
        { error: error.message },
        { source: 'saga', code: 'SAGA_CRASHED' },
      );
      onSagaError(error);
    },
    onLoadError: (error) => {
      // The console too: a host sees a missing chunk (a deploy gone wrong) without `debug`.
      console.error('[portico] could not load the saga runtime', error);
      logger.error('The saga runtime could not be loaded', { error: String(error) });
    },
  });
  const store = configureStore({
    reducer,
    preloadedState: {
      ...preloadedState,
      options,
      networks: preloadedState?.networks ?? initialNetworksState(options),
      locale: preloadedState?.locale ?? initialLocaleState(options.locale ?? hostLocale()),
      modal: { ...initialModalState, ...preloadedState?.modal, embedded: options.embedded },
    } as PorticoState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas.middleware),
    devTools: isDevelopment() ? { name: 'portico' } : false,
  });
  return {
    store,
    eventHub,
    /** Starts the sagas (setting up adapters, reading storage), once; see `SagaStarter`. */
    start: sagas.start,
    stop: sagas.stop,
    adapters: context.adapters,
    logger,
  };
}

export type PorticoStore = ReturnType<typeof createPorticoStore>['store'];
export type PorticoDispatch = PorticoStore['dispatch'];
