import type { Action, Reducer } from '@reduxjs/toolkit';
import type { Channel, Saga } from 'redux-saga';
import type { ResolvedOptions } from '../config/resolveConfig';

/** A slice as the store takes it (a Redux Toolkit `Slice` fits). */
export interface FeatureSlice {
  readonly reducerPath: string;
  readonly reducer: Reducer;
}

/** What a lazy feature's chunk exports: the slices its saga needs, and the saga. */
export interface FeatureChunk {
  /** Added to the store before the saga runs; a slice already there is left as it is. */
  readonly slices?: readonly FeatureSlice[];
  /** Reads the feature's triggers from `source`, those dispatched before it ran included. */
  saga(source: Channel<Action>): Generator;
}

/** The part of a feature that stays out of the startup bundle until it is needed. */
export interface LazyFeature {
  /** Action types that start it. Dispatched before its chunk runs, they wait in a buffer. */
  readonly triggers: readonly string[];
  /** Also load when the modal opens: the chunk is on the first open's path. */
  readonly loadOnOpen?: boolean;
  /** Also start once the page is idle after load, with no trigger (then `source` stays empty). */
  readonly startAfterIdle?: boolean;
  /** Whether this instance wants the feature at all; when false, no buffer and no chunk. */
  enabled?(options: ResolvedOptions): boolean;
  /** Imports the chunk. Called once per page; a failed import is tried again on a later trigger. */
  load(): Promise<FeatureChunk>;
}

/**
 * A feature as the store sees it: one per feature folder (`<name>Feature.ts`). The store builds
 * the reducer, starts the sagas and does the lazy loading from these; a feature never touches
 * that machinery, and adding one never edits `src/store/`.
 */
export interface FeatureDescriptor {
  readonly name: string;
  /** Slices in the store from the start (their code is in the startup bundle). */
  readonly slices?: readonly FeatureSlice[];
  /** Sagas started at startup, in the order of the feature list. */
  readonly sagas?: readonly Saga[];
  readonly lazy?: LazyFeature;
}
