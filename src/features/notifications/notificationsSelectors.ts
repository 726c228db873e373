import type { PorticoState } from '../../store/rootReducer';

export const selectToast = (state: PorticoState) => state.notifications.toast;
export const selectToastOpen = (state: PorticoState) => state.notifications.open;
