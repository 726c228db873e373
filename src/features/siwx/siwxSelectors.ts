import type { PorticoState } from '../PorticoState';
import { initialSiwxState } from './siwxState';

/** Sign-in state; idle until the sign-in feature first loads. */
export const selectSiwx = (state: PorticoState) => state.siwx ?? initialSiwxState;
