import type { PorticoState } from '../PorticoState';

export const selectOptions = (state: PorticoState) => state.options;
/** The features as the host configured them. */
export const selectHostFeatures = (state: PorticoState) => state.options.features;
export const selectThemeMode = (state: PorticoState) => state.options.themeMode ?? 'system';
export const selectThemeVariables = (state: PorticoState) => state.options.themeVariables;
/** Whether the product API is configured (`apiUrl`): features that read it are offered. */
export const selectApiEnabled = (state: PorticoState) => state.options.apiUrl !== undefined;
