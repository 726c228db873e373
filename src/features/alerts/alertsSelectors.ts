import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { ALERT_CATALOGUE } from './alertCatalogue';

const selectAlertCode = (state: PorticoState) => state.alerts.current;

/** The alert shown, with its severity; memoised so the alert bar re-renders only on change. */
export const selectAlert = createSelector([selectAlertCode], (code) =>
  code ? { code, severity: ALERT_CATALOGUE[code].severity } : null,
);
