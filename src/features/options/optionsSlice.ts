import { createSlice } from '@reduxjs/toolkit';
import type { ResolvedOptions } from '../../config/resolveConfig';
import type { StateOf } from '../PorticoState';

/**
 * The validated config (serialisable part), as the host gave it. It is always preloaded by
 * `createPorticoStore` and never changes: the project's remote configuration lives in the
 * `project` slice, and `selectFeatures` merges the two.
 */
type OptionsState = ResolvedOptions;

export const optionsSlice = createSlice({
  name: 'options',
  initialState: null as unknown as OptionsState,
  reducers: {},
});

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    options: StateOf<typeof optionsSlice>;
  }
}
