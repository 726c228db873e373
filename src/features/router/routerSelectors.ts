import type { PorticoState } from '../PorticoState';

export const selectView = (state: PorticoState) => state.router.history.at(-1) ?? 'Connect';
export const selectCanGoBack = (state: PorticoState) => state.router.history.length > 1;
