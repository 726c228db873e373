/**
 * The saga runtime after startup (src/store/createSagaStarter.ts): the host's initial bundle
 * has no redux-saga; the runtime and the startup sagas are imported when a modal starts, and
 * what is dispatched meanwhile reaches them in order. Every test runs in a fresh module
 * registry, so nothing is imported yet (setupTests preloads it for other tests).
 */
import { configureStore, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import type { Saga } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import type { FeatureDescriptor } from '../../src/features/FeatureDescriptor';
import type * as StarterModule from '../../src/store/createSagaStarter';

const ping = createAction<string>('test/ping');
const seen = createSlice({
  name: 'seen',
  initialState: [] as string[],
  reducers: {
    echoed: (state, action: PayloadAction<string>) => {
      state.push(action.payload);
    },
  },
});

/** Answers each ping with a fact in the store: what a test can see of a running saga. */
function* echo() {
  yield takeEvery(ping.type, function* ({ payload }: ReturnType<typeof ping>) {
    yield put(seen.actions.echoed(payload));
  });
}

const echoFeature = (sagas: () => Promise<readonly Saga[]>): FeatureDescriptor => ({
  name: 'echo',
  sagas,
});

function setup(features: readonly FeatureDescriptor[]) {
  jest.resetModules();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const starterModule = require('../../src/store/createSagaStarter') as typeof StarterModule;
  const loadErrors: unknown[] = [];
  const starter = starterModule.createSagaStarter({
    features,
    extraSagas: [],
    context: {},
    onError: (error) => {
      throw error;
    },
    onLoadError: (error) => loadErrors.push(error),
  });
  const store = configureStore({
    reducer: { seen: seen.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(starter.middleware),
  });
  return { starter, store, loadErrors, preloadSagas: starterModule.preloadSagas };
}

describe('createSagaStarter', () => {
  it('behavior: the sagas run once imported; actions dispatched meanwhile reach them in order', async () => {
    const features = [echoFeature(() => Promise.resolve([echo]))];
    const { starter, store } = setup(features);
    store.dispatch(ping('before start'));
    starter.start();
    store.dispatch(ping('a'));
    store.dispatch(ping('b'));
    expect(store.getState().seen).toEqual([]);
    await waitFor(() => expect(store.getState().seen).toEqual(['a', 'b']));
    store.dispatch(ping('c'));
    expect(store.getState().seen).toEqual(['a', 'b', 'c']);
  });

  it('behavior: with the runtime in memory already (a second instance), start runs the sagas at once', async () => {
    const features = [echoFeature(() => Promise.resolve([echo]))];
    const { starter, store, preloadSagas } = setup(features);
    await preloadSagas(features);
    starter.start();
    store.dispatch(ping('a'));
    expect(store.getState().seen).toEqual(['a']);
  });

  it('behavior: stopped before the import settles, no saga ever runs', async () => {
    const features = [echoFeature(() => Promise.resolve([echo]))];
    const { starter, store, preloadSagas } = setup(features);
    starter.start();
    store.dispatch(ping('a'));
    starter.stop();
    // The start's own wait on these imports was queued first, so it has run by now.
    await preloadSagas(features);
    store.dispatch(ping('b'));
    expect(store.getState().seen).toEqual([]);
  });

  it('error: a failed import is reported, nothing is held, and a later start tries again', async () => {
    let attempts = 0;
    const features = [
      echoFeature(() =>
        ++attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve([echo]),
      ),
    ];
    const { starter, store, loadErrors } = setup(features);
    starter.start();
    store.dispatch(ping('lost'));
    await waitFor(() => expect(loadErrors).toEqual([new Error('chunk failed')]));
    starter.start();
    store.dispatch(ping('a'));
    await waitFor(() => expect(store.getState().seen).toEqual(['a']));
    expect(attempts).toBe(2);
  });
});
