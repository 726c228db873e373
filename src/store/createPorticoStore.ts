import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import type { ResolvedOptions, RuntimeConfig } from '../config/resolveConfig';
import { AdapterRegistry } from '../features/adapters/AdapterRegistry';
import { initialModalState } from '../features/modal/modalSlice';
import { initialNetworksState } from '../features/networks/networksSlice';
import { createBrowserStorage } from '../features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../features/persistence/PorticoStorage';
import { EventHub } from '../features/events/EventHub';
import { isDevelopment } from '../utils/isDevelopment';
import { rootReducer, type PorticoState } from './rootReducer';
import { featureSagas, rootSaga } from './rootSaga';

export interface SagaContext {
  eventHub: EventHub;
  runtime: RuntimeConfig;
  adapters: AdapterRegistry;
  storage: PorticoStorage;
}

export interface CreatePorticoStoreParameters {
  options: ResolvedOptions;
  runtime: RuntimeConfig;
  /** State to start from (stories and tests); `options` always wins. */
  preloadedState?: Partial<Omit<PorticoState, 'options'>>;
  /** Feature sagas to run; defaults to all. Tests use it to inject a failing saga. */
  sagas?: readonly Saga[];
  onSagaError?: (error: Error) => void;
  /** Where recent wallets and connections persist; `localStorage` by default. */
  storage?: PorticoStorage;
}

export function createPorticoStore({
  options,
  runtime,
  preloadedState,
  sagas = featureSagas,
  onSagaError = (error) => console.error('[portico] a feature saga crashed', error),
  storage = createBrowserStorage(),
}: CreatePorticoStoreParameters) {
  const eventHub = new EventHub();
  const context: SagaContext = {
    eventHub,
    runtime,
    adapters: new AdapterRegistry(runtime.adapters),
    storage,
  };
  const sagaMiddleware = createSagaMiddleware({ context: { ...context }, onError: onSagaError });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...preloadedState,
      options,
      networks: preloadedState?.networks ?? initialNetworksState(options),
      modal: { ...initialModalState, ...preloadedState?.modal, embedded: options.embedded },
    } as PorticoState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    devTools: isDevelopment() ? { name: 'portico' } : false,
  });
  const task = sagaMiddleware.run(rootSaga, sagas);
  return { store, eventHub, task, adapters: context.adapters };
}

export type PorticoStore = ReturnType<typeof createPorticoStore>['store'];
export type PorticoDispatch = PorticoStore['dispatch'];
