import type { Action, Reducer } from '@reduxjs/toolkit';
import type { Channel, Saga } from 'redux-saga';
import type { ResolvedOptions } from '../config/resolveConfig';
import type { PorticoStore } from '../store/createPorticoStore';
import type { AdapterRegistry } from './adapters/AdapterRegistry';
import type { View } from './router/types';
import type { FeatureViews } from './router/ViewRow';

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

/** What an intent works with: the instance's store and its adapters. */
interface IntentContext {
  readonly store: PorticoStore;
  readonly adapters: AdapterRegistry;
}

/**
 * What follows `modal.open({ view, arguments })` once the view is shown; `args` is the host's
 * `arguments`, as `OpenOptions` types them.
 */
export type ViewIntent = (context: IntentContext, args: unknown) => void;

/** The host API's calls a feature answers (`modal.send(prefill)`, …). */
export type HostCallName = 'send' | 'requestSignIn' | 'grantPermissions';

export interface HostCall {
  /** The view the call shows: the call is refused (`VIEW_DISABLED`) while its flag is off. */
  readonly view?: View;
  /** `input` is what the host passed, as the `WalletModal` method types it. */
  run(context: IntentContext, input: unknown): unknown;
}

/**
 * What a host can ask of a feature through the modal's methods. Kept small: it ships with the
 * descriptor at startup, so a lazy feature's heavy code stays behind a dynamic import.
 */
interface HostIntents {
  readonly views?: Partial<Record<View, ViewIntent>>;
  readonly calls?: Partial<Record<HostCallName, HostCall>>;
}

/** A feature without views. */
type NoViews = Readonly<Record<never, never>>;

/**
 * A feature as the store sees it: one per feature folder (`<name>Feature.ts`). The store builds
 * the reducer, starts the sagas and does the lazy loading from these; a feature never touches
 * that machinery, and adding one never edits `src/store/`.
 */
export interface FeatureDescriptor<V extends FeatureViews = NoViews> {
  readonly name: string;
  /**
   * Its rows of the view table (`<name>Views.ts`): the view table is joined from these, and
   * each view's code is found by its route name (`src/views/<View>/<View>View.tsx`).
   */
  readonly views?: V;
  /** Slices in the store from the start (their code is in the startup bundle). */
  readonly slices?: readonly FeatureSlice[];
  /**
   * Sagas started at startup, in the order of the feature list: imported with the saga runtime
   * right after startup, not in the host's initial bundle (from `startupSagas.ts`, one chunk for
   * all); actions dispatched meanwhile are replayed to them.
   */
  readonly sagas?: () => Promise<readonly Saga[]>;
  readonly lazy?: LazyFeature;
  /** What the host API does for this feature (the modal finds it here, by view or call). */
  readonly intents?: HostIntents;
}
