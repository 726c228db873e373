import type { PorticoState } from '../../store/rootReducer';

export const selectView = (state: PorticoState) => state.router.history.at(-1) ?? 'Connect';
export const selectHistoryLength = (state: PorticoState) => state.router.history.length;
export const selectCanGoBack = (state: PorticoState) => state.router.history.length > 1;
