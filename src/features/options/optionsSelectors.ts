import type { PorticoState } from '../../store/rootReducer';

export const selectOptions = (state: PorticoState) => state.options;
/** The features as the host configured them. */
export const selectHostFeatures = (state: PorticoState) => state.options.features;
export const selectLocale = (state: PorticoState) => state.options.locale;
export const selectThemeMode = (state: PorticoState) => state.options.themeMode ?? 'system';
export const selectThemeVariables = (state: PorticoState) => state.options.themeVariables;
