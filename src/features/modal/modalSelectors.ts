import type { PorticoState } from '../PorticoState';

export const selectIsOpen = (state: PorticoState) => state.modal.status === 'open';
export const selectIsLoading = (state: PorticoState) => state.modal.loading;
export const selectIsShaking = (state: PorticoState) => state.modal.shaking;
export const selectIsEmbedded = (state: PorticoState) => state.modal.embedded;
