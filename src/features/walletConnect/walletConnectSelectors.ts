import type { PorticoState } from '../../store/rootReducer';

export const selectPairing = (state: PorticoState) => state.walletConnect;
