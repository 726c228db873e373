import type { PorticoState } from '../../store/rootReducer';

export const selectSiwx = (state: PorticoState) => state.siwx;
