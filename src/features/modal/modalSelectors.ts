import type { PorticoState } from '../../store/rootReducer';

export const selectModalStatus = (state: PorticoState) => state.modal.status;
export const selectIsOpen = (state: PorticoState) => state.modal.status === 'open';
export const selectIsLoading = (state: PorticoState) => state.modal.loading;
export const selectIsShaking = (state: PorticoState) => state.modal.shaking;
export const selectIsEmbedded = (state: PorticoState) => state.modal.embedded;
export const selectModalNamespace = (state: PorticoState) => state.modal.namespace;
