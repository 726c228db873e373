import type { Action, Reducer } from '@reduxjs/toolkit';
import type { FeatureSlice } from '../features/FeatureDescriptor';
import { featureLoaded } from './featureLoaded';

/** Adds slices to the store's reducer; returns the `reducerPath`s that were not there yet. */
export type SliceInjector = (slices: readonly FeatureSlice[]) => string[];

interface InjectableReducer {
  inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
}

// One wrapper per slice reducer, so injecting a slice twice (two features need it) is a no-op.
const wrapped = new WeakMap<Reducer, Reducer>();

/**
 * A slice added late missed the triggers that loaded it. On `featureLoaded` naming it, it
 * reduces them now, from its initial state, so its state is as if it had been there all along.
 */
function replaying(path: string, reducer: Reducer): Reducer {
  let replayer = wrapped.get(reducer);
  if (!replayer) {
    replayer = (state: unknown, action: Action) => {
      const next = reducer(state, action);
      if (!featureLoaded.match(action) || !action.payload.slices.includes(path)) return next;
      return action.payload.replay.reduce(reducer, next);
    };
    wrapped.set(reducer, replayer);
  }
  return replayer;
}

export function createSliceInjector(
  root: InjectableReducer,
  eager: readonly FeatureSlice[],
): SliceInjector {
  const present = new Set(eager.map((slice) => slice.reducerPath));
  return (slices) => {
    const added: string[] = [];
    for (const { reducerPath, reducer } of slices) {
      if (present.has(reducerPath)) continue;
      present.add(reducerPath);
      root.inject({ reducerPath, reducer: replaying(reducerPath, reducer) });
      added.push(reducerPath);
    }
    return added;
  };
}
