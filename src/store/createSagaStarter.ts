import type { Action, Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import type { FeatureDescriptor } from '../features/FeatureDescriptor';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';
import type { StartingFeature } from './rootSaga';
import type { RunSagasOptions } from './runSagas';

type SagasImport = NonNullable<FeatureDescriptor['sagas']>;

// Shared by every instance on the page: once settled, a later start runs synchronously.
const runtime = createModuleLoader(() => import('./runSagas'));
const sagaLoaders = new WeakMap<SagasImport, ModuleLoader<readonly Saga[]>>();
const loaderOf = (load: SagasImport) => {
  let loader = sagaLoaders.get(load);
  if (!loader) sagaLoaders.set(load, (loader = createModuleLoader(load)));
  return loader;
};

let markStarted: () => void = () => undefined;
/**
 * Resolves once a modal's sagas have first run on this page: its adapters set up (the
 * announced wallets listed), its stored records read.
 */
export const sagasStarted = new Promise<void>((resolve) => (markStarted = resolve));

/** Imports the saga runtime and the features' startup sagas; resolves once all are in memory. */
export function preloadSagas(features: readonly FeatureDescriptor[]): Promise<unknown> {
  return Promise.all([
    runtime.load(),
    ...features.map((feature) => (feature.sagas ? loaderOf(feature.sagas).load() : null)),
  ]);
}

/** The runtime and each feature with its sagas, if every piece is in memory already. */
function inMemory(features: readonly FeatureDescriptor[]) {
  const module = runtime.get();
  if (!module) return null;
  const starting: StartingFeature[] = [];
  for (const feature of features) {
    const sagas = feature.sagas ? loaderOf(feature.sagas).get() : [];
    if (!sagas) return null;
    starting.push({ feature, sagas });
  }
  return { runSagas: module.runSagas, starting };
}

export interface SagaStarter {
  /** Goes last in the store's middleware: hands each action to the sagas once they run. */
  readonly middleware: Middleware;
  /**
   * Starts the sagas, once: at once when their code is in memory, else once it is imported.
   * Actions dispatched in between are replayed to them in order.
   */
  start(): void;
  /** Stops the sagas, or keeps them from starting. */
  stop(): void;
}

type StarterOptions = Omit<RunSagasOptions, 'features'> & {
  readonly features: readonly FeatureDescriptor[];
  /** The runtime's chunk could not be imported (a deploy gone wrong, the network). */
  readonly onLoadError: (error: unknown) => void;
};

/**
 * What runs the features' sagas without redux-saga in the host's initial bundle: a small
 * middleware now, the runtime (`runSagas`) right after startup.
 */
export function createSagaStarter({
  features,
  onLoadError,
  ...options
}: StarterOptions): SagaStarter {
  let store: MiddlewareAPI | null = null;
  let status: 'idle' | 'loading' | 'running' | 'stopped' = 'idle';
  let held: Action[] = [];
  let put: ((action: Action) => void) | null = null;
  let task: Task | null = null;

  const run = (loaded: NonNullable<ReturnType<typeof inMemory>>) => {
    if (status === 'stopped' || !store) return;
    status = 'running';
    const started = loaded.runSagas(store, { ...options, features: loaded.starting });
    task = started.task;
    // What the sagas dispatched as they started is among the held actions, in order.
    const pending = held;
    held = [];
    put = started.put;
    for (const action of pending) started.put(action);
    markStarted();
  };

  return {
    middleware: (api) => {
      store = api;
      return (next) => (action) => {
        const result = next(action);
        if (put) put(action as Action);
        else if (status !== 'idle' && status !== 'stopped') held.push(action as Action);
        return result;
      };
    },
    start() {
      if (status !== 'idle') return;
      status = 'loading';
      const loaded = inMemory(features);
      if (loaded) return run(loaded);
      preloadSagas(features).then(
        () => run(inMemory(features)!),
        (error: unknown) => {
          // Nothing runs and nothing is held: a later start tries again.
          if (status === 'loading') status = 'idle';
          held = [];
          onLoadError(error);
        },
      );
    },
    stop() {
      status = 'stopped';
      held = [];
      put = null;
      task?.cancel();
    },
  };
}
