import type { PorticoState } from '../../store/rootReducer';
import { ALERT_CATALOGUE } from './alertCatalogue';

export const selectAlert = (state: PorticoState) => {
  const code = state.alerts.current;
  return code ? { code, severity: ALERT_CATALOGUE[code].severity } : null;
};
