import { createAction } from '@reduxjs/toolkit';
import type { AuthAccountType } from '../../frame/AuthWallet';
import { AUTH_WALLET_TRIGGERS as T } from './authWalletTriggers';

/** The email field got focus: the frame is made now, so Continue does not wait for it. */
export const emailFieldFocused = createAction(T.emailFieldFocused);

/**
 * The pointer or focus reached the social buttons: the frame is made now (it is ready 500 ms
 * after it loads), so the click's popup does not wait for it.
 */
export const socialButtonsApproached = createAction(T.socialButtonsApproached);

/** "Continue" with an email (Connect view's email field). */
export const emailSubmitted = createAction(T.emailSubmitted, (email: string) => ({
  payload: email,
}));

/** A code typed or pasted in EmailLogin (auto-submitted at 6 digits). */
export const emailOtpSubmitted = createAction(T.emailOtpSubmitted, (otp: string) => ({
  payload: otp,
}));

/** "Resend code", allowed after the 30 s cooldown. */
export const emailOtpResent = createAction(T.emailOtpResent);

/** Account's "Update email": opens UpdateEmailWallet. */
export const emailUpdateRequested = createAction(T.emailUpdateRequested);

/** The new email, in UpdateEmailWallet. */
export const emailUpdateSubmitted = createAction(T.emailUpdateSubmitted, (email: string) => ({
  payload: email,
}));

/** A code of the email change: to the current address first, then to the new one. */
export const emailUpdateOtpSubmitted = createAction(T.emailUpdateOtpSubmitted, (otp: string) => ({
  payload: otp,
}));

/**
 * A social button (Connect view, or Try again in ConnectingSocial): the view has just opened
 * the popup in the click (`openSocialPopup`); the login sends it to the provider.
 */
export const socialLoginRequested = createAction(T.socialLoginRequested, (provider: string) => ({
  payload: provider,
}));

/** The Farcaster button (Connect view), or Try again in ConnectingFarcaster. */
export const farcasterLoginRequested = createAction(T.farcasterLoginRequested);

/** The frame handed over a social result the popup could not post (its opener was cut). */
export const socialResultRelayed = createAction(
  'authWallet/socialResultRelayed',
  (uri: string) => ({
    payload: uri,
  }),
);

/** Account's account-type switch: use the account of this type from now on. */
export const accountTypeSwitchRequested = createAction(
  T.accountTypeSwitchRequested,
  (type: AuthAccountType) => ({ payload: type }),
);
