import { createSlice } from '@reduxjs/toolkit';
import type { ResolvedOptions } from '../../config/resolveConfig';

/**
 * The validated config (serialisable part). It is always preloaded by `createPorticoStore`;
 * remote project configuration (a later feature) will update it through events.
 */
export type OptionsState = ResolvedOptions;

export const optionsSlice = createSlice({
  name: 'options',
  initialState: null as unknown as OptionsState,
  reducers: {},
});
