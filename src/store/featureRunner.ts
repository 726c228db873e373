import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import {
  actionChannel,
  call,
  flush,
  getContext,
  put,
  race,
  select,
  take,
} from 'redux-saga/effects';
import type { FeatureChunk, FeatureDescriptor, LazyFeature } from '../features/FeatureDescriptor';
import type { Logger } from '../features/logger/types';
import { open } from '../features/modal/modalSlice';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';
import { afterNextFrame, afterStartup } from './afterStartup';
import { featureLoaded } from './featureLoaded';
import type { PorticoState } from '../features/PorticoState';
import type { SliceInjector } from './createSliceInjector';

// One loader per feature for the page: every instance shares the import, and once it settled a
// later start skips the promise, so a trigger is handled within its own dispatch.
const loaders = new WeakMap<LazyFeature, ModuleLoader<FeatureChunk>>();
const loaderOf = (lazy: LazyFeature) => {
  let loader = loaders.get(lazy);
  if (!loader) loaders.set(lazy, (loader = createModuleLoader(() => lazy.load())));
  return loader;
};

/** Loads a lazy feature's chunk now (first-open preloading); resolves when it is in memory. */
export const preloadFeature = (lazy: LazyFeature): Promise<FeatureChunk> => loaderOf(lazy).load();

/**
 * Runs one lazy feature: from startup its triggers are buffered; on the first one (or the open,
 * or idle, as the descriptor says) its chunk loads, its slices are added to the store, the
 * buffered triggers are replayed through those slices (so their state is as if they had been
 * there from the start), and its saga then reads the buffer: no trigger is lost.
 */
export function lazyFeatureSaga(feature: FeatureDescriptor & { lazy: LazyFeature }): Saga {
  const { lazy, name } = feature;
  const triggers = [...lazy.triggers];
  const starts = lazy.loadOnOpen ? [...triggers, open.type] : triggers;
  const saga = function* () {
    const options: PorticoState['options'] = yield select((s: PorticoState) => s.options);
    if (lazy.enabled && !lazy.enabled(options)) return;
    const source: Channel<Action> = yield actionChannel(triggers, buffers.expanding(16));
    try {
      const loader = loaderOf(lazy);
      // A first-open feature also starts as soon as its chunk is in (the idle prefetch), so the
      // click finds it running rather than starting it.
      const started: { take?: Action } = yield race({
        take: take(starts),
        ...(lazy.loadOnOpen && { loaded: call(loader.loaded) }),
        ...(lazy.startAfterIdle && { idle: call(afterStartup) }),
      });
      // Started by the open: its chunk loads after the dialog's first frame, off the click's path.
      if (started.take?.type === open.type && !loader.get()) yield call(afterNextFrame);
      let chunk = loader.get() ?? undefined;
      while (!chunk) {
        try {
          chunk = yield call(loader.load);
        } catch (error) {
          // The console too: a host sees a missing chunk (a deploy gone wrong) without `debug`.
          console.error(`[portico] could not load the ${name} chunk`, error);
          const logger: Logger = yield getContext('logger');
          logger.error(`The ${name} chunk could not be loaded`, { error: String(error) });
          // What was asked before the failure is stale now; the next trigger tries again.
          yield flush(source);
          yield take(starts);
        }
      }
      const injector: SliceInjector = yield getContext('injectSlices');
      const added = injector(chunk.slices ?? []);
      if (added.length > 0) {
        // Taken out and put back at once, so the order of triggers is kept.
        const pending: Action[] = yield flush(source);
        for (const action of pending) source.put(action);
        yield put(featureLoaded({ name, slices: added, replay: pending }));
      }
      yield call([chunk, chunk.saga], source);
    } finally {
      source.close(); // a saga that returns leaves no buffer growing
    }
  };
  Object.defineProperty(saga, 'name', { value: `lazy(${name})` });
  return saga;
}
