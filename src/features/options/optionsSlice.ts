import { createSlice } from '@reduxjs/toolkit';
import type { ResolvedOptions } from '../../config/resolveConfig';

/**
 * The validated config (serialisable part), as the host gave it. It is always preloaded by
 * `createPorticoStore` and never changes: the project's remote configuration lives in the
 * `project` slice, and `selectFeatures` merges the two.
 */
export type OptionsState = ResolvedOptions;

export const optionsSlice = createSlice({
  name: 'options',
  initialState: null as unknown as OptionsState,
  reducers: {},
});
