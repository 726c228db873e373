import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import type { FeatureDescriptor, FeatureSlice } from '../features/FeatureDescriptor';
import type { PorticoState } from '../features/PorticoState';
import { createSliceInjector, type SliceInjector } from './createSliceInjector';
import { gateViews } from '../features/router/gateViews';

/**
 * The store's reducer, one per instance: the eager features' slices, and an injector that
 * adds a lazy feature's slices when its chunk first runs (Redux Toolkit's `combineSlices`).
 * No view of a feature whose flag is off ever enters the router (`gateViews`).
 */
export function createRootReducer(
  features: readonly FeatureDescriptor[],
  preloadedSlices: readonly FeatureSlice[] = [],
): { reducer: Reducer<PorticoState>; injectSlices: SliceInjector } {
  const eager = features.flatMap((feature) => feature.slices ?? []);
  const root = combineSlices(...eager).withLazyLoadedSlices();
  const injectSlices = createSliceInjector(root, eager);
  injectSlices(preloadedSlices);
  return { reducer: gateViews(root as unknown as Reducer<PorticoState>), injectSlices };
}
