import type { PorticoState } from '../PorticoState';

export const selectToast = (state: PorticoState) => state.notifications.toast;
export const selectToastOpen = (state: PorticoState) => state.notifications.open;
