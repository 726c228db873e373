import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageKey } from '../../i18n/en';
import type { MessageParams } from '../../i18n/createTranslator';
import type { StateOf } from '../PorticoState';

export type ToastVariant = 'info' | 'success' | 'loading' | 'error';

export interface Toast {
  id: number;
  messageKey: MessageKey;
  params?: MessageParams;
  variant: ToastVariant;
  /** Close by itself after `TOAST_AUTO_CLOSE_MS`. Loading toasts default to false. */
  autoClose: boolean;
  /** A link after the message (a transaction on the block explorer); http(s) only. */
  link?: ToastLink;
}

interface ToastLink {
  href: string;
  labelKey: MessageKey;
}

interface ToastRequest {
  messageKey: MessageKey;
  params?: MessageParams;
  variant?: ToastVariant;
  autoClose?: boolean;
  link?: ToastLink;
}

interface NotificationsState {
  toast: Toast | null;
  open: boolean;
}

/** Host or feature intent; the notifications saga sequences the swap. */
export const showToast = createAction('notifications/toastRequested', (request: ToastRequest) => ({
  payload: request,
}));
export const dismissToast = createAction('notifications/dismissRequested');

const initialState: NotificationsState = { toast: null, open: false };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    shown(state, action: PayloadAction<Toast>) {
      state.toast = action.payload;
      state.open = true;
    },
    hidden(state) {
      state.open = false;
    },
  },
});

export const { shown: toastShown, hidden: toastHidden } = notificationsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    notifications: StateOf<typeof notificationsSlice>;
  }
}
