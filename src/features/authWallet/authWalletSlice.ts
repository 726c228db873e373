import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApprovalStatus, EmailError, EmailLoginStep, EmailUpdateStep } from './types';
import {
  emailOtpSubmitted,
  emailSubmitted,
  emailUpdateRequested,
  emailUpdateSubmitted,
} from './authWalletActions';

export interface AuthWalletState {
  login: {
    step: EmailLoginStep;
    email: string | null;
    error: EmailError | null;
    /** When the last code was mailed (ms since the epoch): "Resend" after 30 s. */
    codeSentAt: number | null;
  };
  update: { step: EmailUpdateStep; newEmail: string | null; error: EmailError | null };
  approval: ApprovalStatus;
  /** The email of the connected embedded wallet, when known. */
  email: string | null;
}

export const initialAuthWalletState: AuthWalletState = {
  login: { step: 'idle', email: null, error: null, codeSentAt: null },
  update: { step: 'enterEmail', newEmail: null, error: null },
  approval: 'idle',
  email: null,
};

/** The embedded wallet's login, email change and approvals (issue 15); lazy. */
export const authWalletSlice = createSlice({
  name: 'authWallet',
  initialState: initialAuthWalletState,
  reducers: {
    loginStepReached(state, action: PayloadAction<{ step: EmailLoginStep; codeSentAt?: number }>) {
      state.login.step = action.payload.step;
      state.login.error = null;
      if (action.payload.codeSentAt !== undefined)
        state.login.codeSentAt = action.payload.codeSentAt;
    },
    loginFailed(state, action: PayloadAction<{ step: EmailLoginStep; error: EmailError }>) {
      state.login.step = action.payload.step;
      state.login.error = action.payload.error;
    },
    loginReset(state) {
      state.login = initialAuthWalletState.login;
    },
    updateStepReached(state, action: PayloadAction<EmailUpdateStep>) {
      state.update.step = action.payload;
      state.update.error = null;
    },
    updateFailed(state, action: PayloadAction<{ step: EmailUpdateStep; error: EmailError }>) {
      state.update.step = action.payload.step;
      state.update.error = action.payload.error;
    },
    approvalChanged(state, action: PayloadAction<ApprovalStatus>) {
      state.approval = action.payload;
    },
    emailKnown(state, action: PayloadAction<string | null>) {
      state.email = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(emailSubmitted, (state, action) => {
        state.login.email = action.payload.trim();
        state.login.error = null;
      })
      .addCase(emailOtpSubmitted, (state) => {
        state.login.error = null;
      })
      .addCase(emailUpdateRequested, (state) => {
        state.update = initialAuthWalletState.update;
      })
      .addCase(emailUpdateSubmitted, (state, action) => {
        state.update.newEmail = action.payload.trim();
        state.update.error = null;
      });
  },
});

export const {
  loginStepReached,
  loginFailed,
  loginReset,
  updateStepReached,
  updateFailed,
  approvalChanged,
  emailKnown,
} = authWalletSlice.actions;
