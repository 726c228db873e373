import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { View } from '../router/types';
import type { StateOf } from '../PorticoState';

type ModalStatus = 'closed' | 'open';

interface ModalState {
  status: ModalStatus;
  /** A view is waiting on work that blocks interaction. */
  loading: boolean;
  /** True for the 500 ms of the error shake. */
  shaking: boolean;
  /** Rendered inline by `<WalletModalEmbed>` rather than as a dialog. */
  embedded: boolean;
  /** The namespace the host asked for when opening, if any; filters connectors. */
  namespace: ChainNamespace | null;
}

export interface OpenRequest {
  view?: View;
  namespace?: ChainNamespace;
}

/** Host intents. The modal saga resolves them into the `modal/opened` and `modal/closed` facts. */
export const open = createAction('modal/openRequested', (request: OpenRequest = {}) => ({
  payload: request,
}));
export const close = createAction('modal/closeRequested');
export const back = createAction('router/backRequested');
export const shake = createAction('modal/shakeRequested');

export const initialModalState: ModalState = {
  status: 'closed',
  loading: false,
  shaking: false,
  embedded: false,
  namespace: null,
};

export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    opened(state, action: PayloadAction<{ view: View; namespace: ChainNamespace | null }>) {
      state.status = 'open';
      state.namespace = action.payload.namespace;
    },
    closed(state, _action: PayloadAction<{ resetView: View }>) {
      // Embedded modals stay on screen: closing only resets the view.
      if (!state.embedded) state.status = 'closed';
      state.loading = false;
      state.shaking = false;
      state.namespace = null;
    },
    loadingStarted(state) {
      state.loading = true;
    },
    loadingFinished(state) {
      state.loading = false;
    },
    shakeStarted(state) {
      state.shaking = true;
    },
    shakeEnded(state) {
      state.shaking = false;
    },
  },
});

export const {
  opened: modalOpened,
  closed: modalClosed,
  loadingStarted,
  loadingFinished,
  shakeStarted,
  shakeEnded,
} = modalSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    modal: StateOf<typeof modalSlice>;
  }
}
