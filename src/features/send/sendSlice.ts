import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  sendConfirmed,
  sendFailed,
  sendFieldEdited,
  sendPreviewRequested,
  sendRequested,
  sendSpeedPicked,
  sendStarted,
  sendSucceeded,
} from './sendActions';
import type { SendPreview, SendProblem, SendState } from './types';
import type { StateOf } from '../PorticoState';

export const initialSendState: SendState = {
  status: 'editing',
  form: { token: null, amount: '', receiver: '', speed: 'medium' },
  problem: null,
  error: null,
  preview: null,
};

/** The send form and its one send at a time. `sendSaga` does the work. */
export const sendSlice = createSlice({
  name: 'send',
  initialState: initialSendState,
  reducers: {
    /** The form broke a rule: shown by its field, the form kept. */
    checkFailed(state, action: PayloadAction<SendProblem>) {
      state.status = 'editing';
      state.problem = action.payload;
    },
    previewReady(state, action: PayloadAction<SendPreview>) {
      state.status = 'previewing';
      state.preview = action.payload;
    },
    /** The amount "Max" worked out. */
    amountFilled(state, action: PayloadAction<string>) {
      state.form.amount = action.payload;
      state.problem = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sendRequested, (state, action) => {
        const { token, amount, to } = action.payload;
        return {
          ...initialSendState,
          form: {
            token: token ?? null,
            amount: amount ?? '',
            receiver: to ?? '',
            speed: initialSendState.form.speed,
          },
        };
      })
      .addCase(sendFieldEdited, (state, action) => {
        state.form[action.payload.field] = action.payload.value;
        if (state.problem?.field === action.payload.field || state.problem?.field === null)
          state.problem = null;
        state.error = null;
        // A proposal left behind (Back from its summary): the form is being used again.
        if (state.status === 'previewing' || state.status === 'proposed') state.status = 'editing';
      })
      // The preview is priced again at the new speed: its send waits for that.
      .addCase(sendSpeedPicked, (state, action) => {
        state.form.speed = action.payload;
        if (state.status === 'previewing') state.status = 'checking';
      })
      .addCase(sendPreviewRequested, (state) => {
        if (state.status === 'editing' || state.status === 'proposed') {
          state.status = 'checking';
          state.problem = null;
          state.error = null;
        }
      })
      // The wallet was asked (tracking event SEND_INITIATED).
      .addCase(sendStarted, (state) => {
        state.status = 'sending';
      })
      // On success the send state is reset; a proposal keeps its summary on show.
      .addCase(sendSucceeded, (state, action) =>
        action.payload.proposed
          ? { ...initialSendState, status: 'proposed', preview: state.preview }
          : initialSendState,
      )
      // The wallet refused, or the node did: back to the form with what was typed.
      .addCase(sendFailed, (state, action) => {
        state.status = 'editing';
        state.error = action.payload;
        state.preview = null;
      })
      .addCase(sendConfirmed, (state) => {
        // Loading while sending.
        if (state.status === 'previewing') state.status = 'sending';
      });
  },
});

export const {
  checkFailed: sendCheckFailed,
  previewReady: sendPreviewReady,
  amountFilled: sendAmountFilled,
} = sendSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    send: StateOf<typeof sendSlice>;
  }
}
