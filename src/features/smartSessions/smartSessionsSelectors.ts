import type { PorticoState } from '../PorticoState';
import { initialSmartSessionsState, type SmartSessionsState } from './smartSessionsSlice';

/** The feature's state; its initial state before the chunk first ran. */
export const selectSmartSessions = (state: PorticoState): SmartSessionsState =>
  state.smartSessions ?? initialSmartSessionsState;
