import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ApprovalStatus,
  EmailError,
  EmailLoginStep,
  EmailUpdateStep,
  SocialError,
  SocialLoginStatus,
  FarcasterLoginStatus,
  AccountTypeSwitchStatus,
} from './types';
import type { AuthAccountType, AuthUserInfo } from '../../frame/AuthWallet';
import {
  accountTypeSwitchRequested,
  emailOtpSubmitted,
  emailSubmitted,
  emailUpdateRequested,
  emailUpdateSubmitted,
} from './authWalletActions';
import type { StateOf } from '../PorticoState';

export interface AuthWalletState {
  login: {
    step: EmailLoginStep;
    email: string | null;
    error: EmailError | null;
    /** When the last code was mailed (ms since the epoch): "Resend" after 30 s. */
    codeSentAt: number | null;
  };
  update: { step: EmailUpdateStep; newEmail: string | null; error: EmailError | null };
  social: { status: SocialLoginStatus; provider: string | null; error: SocialError | null };
  /** The Farcaster sign-in URL the QR code shows. */
  farcaster: { status: FarcasterLoginStatus; url: string | null };
  approval: ApprovalStatus;
  /** The handle of the frame showing the pending approval (`frameByHandle`), else null. */
  approvalFrame: string | null;
  /** The email of the connected embedded wallet, when known. */
  email: string | null;
  /** The user's name and social provider, once connected through a social login. */
  userName: string | null;
  socialProvider: string | null;
  /** The preferred account type, and whether the smart account is deployed on this network. */
  account: {
    type: AuthAccountType;
    smartAccountDeployed: boolean;
    smartAccountEnabled: boolean;
    switching: AccountTypeSwitchStatus;
  };
}

export const initialAuthWalletState: AuthWalletState = {
  login: { step: 'idle', email: null, error: null, codeSentAt: null },
  update: { step: 'enterEmail', newEmail: null, error: null },
  social: { status: 'idle', provider: null, error: null },
  farcaster: { status: 'idle', url: null },
  approval: 'idle',
  approvalFrame: null,
  email: null,
  userName: null,
  socialProvider: null,
  account: {
    type: 'eoa',
    smartAccountDeployed: false,
    smartAccountEnabled: false,
    switching: 'idle',
  },
};

/** The embedded wallet's login, email change and approvals; lazy. */
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
    approvalChanged: {
      reducer(state, action: PayloadAction<{ status: ApprovalStatus; frame: string | null }>) {
        state.approval = action.payload.status;
        state.approvalFrame = action.payload.frame;
      },
      prepare: (status: ApprovalStatus, frame: string | null = null) => ({
        payload: { status, frame },
      }),
    },
    emailKnown(state, action: PayloadAction<string | null>) {
      state.email = action.payload;
    },
    userKnown(state, action: PayloadAction<AuthUserInfo>) {
      state.email = action.payload.email;
      state.userName = action.payload.userName;
      state.socialProvider = action.payload.socialProvider;
      state.account.type = action.payload.accountType;
      state.account.smartAccountDeployed = action.payload.smartAccountDeployed;
      state.account.smartAccountEnabled = action.payload.smartAccountEnabled;
    },
    accountTypeSwitchSettled(state) {
      state.account.switching = 'idle';
    },
    socialStepReached(
      state,
      action: PayloadAction<{ status: SocialLoginStatus; provider?: string }>,
    ) {
      state.social.status = action.payload.status;
      state.social.error = null;
      if (action.payload.provider) state.social.provider = action.payload.provider;
    },
    socialFailed(state, action: PayloadAction<SocialError>) {
      state.social.status = 'failed';
      state.social.error = action.payload;
    },
    farcasterStepReached(
      state,
      action: PayloadAction<{ status: FarcasterLoginStatus; url?: string | null }>,
    ) {
      state.farcaster.status = action.payload.status;
      if (action.payload.url !== undefined) state.farcaster.url = action.payload.url;
    },
    socialReset(state) {
      state.social = initialAuthWalletState.social;
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
      .addCase(accountTypeSwitchRequested, (state) => {
        state.account.switching = 'switching';
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
  userKnown,
  accountTypeSwitchSettled,
  socialStepReached,
  socialFailed,
  socialReset,
  farcasterStepReached,
} = authWalletSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    authWallet: StateOf<typeof authWalletSlice>;
  }
}
