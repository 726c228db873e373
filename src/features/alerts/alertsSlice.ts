import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALERT_CATALOGUE, type AlertCode } from './alertCatalogue';
import type { StateOf } from '../PorticoState';

interface AlertsState {
  current: AlertCode | null;
  /** Codes already shown; alerts marked `once` are not raised again. */
  reported: AlertCode[];
}

const initialState: AlertsState = { current: null, reported: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    raised(state, action: PayloadAction<AlertCode>) {
      const code = action.payload;
      if (ALERT_CATALOGUE[code].once && state.reported.includes(code)) return;
      state.current = code;
      if (!state.reported.includes(code)) state.reported.push(code);
    },
    dismissed(state) {
      state.current = null;
    },
  },
});

export const { raised: alertRaised, dismissed: alertDismissed } = alertsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    alerts: StateOf<typeof alertsSlice>;
  }
}
