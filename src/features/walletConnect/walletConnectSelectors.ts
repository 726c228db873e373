import type { PorticoState } from '../../store/rootReducer';
import { initialWalletConnectState } from './walletConnectSlice';

/** The pairing on screen; idle until connecting first loads. */
export const selectPairing = (state: PorticoState) =>
  state.walletConnect ?? initialWalletConnectState;
