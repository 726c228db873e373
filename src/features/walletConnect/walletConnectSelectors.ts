import type { PorticoState } from '../PorticoState';
import { initialWalletConnectState } from './walletConnectSlice';

/** The pairing on screen; idle until connecting first loads. */
export const selectPairing = (state: PorticoState) =>
  state.walletConnect ?? initialWalletConnectState;
