/**
 * The email login: `sending` the email; the secure site then wants the device
 * approved from a mailed link (`verifyDevice`) or a mailed code (`verifyOtp`); `checkingOtp`;
 * `connecting` the wallet; `connected`. `idle` before, and after leaving the view.
 */
export type EmailLoginStep =
  | 'idle'
  | 'sending'
  | 'verifyDevice'
  | 'verifyOtp'
  | 'checkingOtp'
  | 'connecting'
  | 'connected'
  | 'failed';

/**
 * An email change: the new email is `sending`, then a code mailed to the current
 * address (`verifyPrimaryOtp`), then one to the new address (`verifySecondaryOtp`), `done`.
 */
export type EmailUpdateStep =
  'enterEmail' | 'sending' | 'verifyPrimaryOtp' | 'verifySecondaryOtp' | 'checkingOtp' | 'done';

/** Why a login or an email change did not go on, as the view says it (message catalogue). */
type EmailErrorReason =
  | 'invalidEmail'
  | 'sameEmail'
  | 'invalidOtp'
  | 'cooldown'
  | 'wrongCode'
  | 'expiredCode'
  | 'tooManyTries'
  | 'mailFailed'
  | 'deviceTimeout'
  | 'frameFailed'
  | 'notAllowed'
  | 'unverifiedDomain'
  | 'connectFailed'
  | 'unknown';

export interface EmailError {
  reason: EmailErrorReason;
  /** `cooldown`: when another login may start (ms since the epoch). */
  retryAt?: number;
}

/**
 * A social login: `started` (the popup is open, blank), `popupOpened` (at the
 * provider), `resultReceived` (the popup's result is in), `connecting` the wallet, `connected`;
 * `failed` with its reason.
 */
export type SocialLoginStatus =
  'idle' | 'started' | 'popupOpened' | 'resultReceived' | 'connecting' | 'connected' | 'failed';

/** Why a social login ended: the catalogue's words, or the provider's own reason. */
type SocialErrorReason =
  'popupClosed' | 'popupBlocked' | 'initFailed' | 'provider' | 'frameFailed' | 'connectFailed';

export interface SocialError {
  reason: SocialErrorReason;
  /** `provider`: what the provider said (e.g. 'The user denied the request'). */
  detail?: string;
}

/**
 * A Farcaster sign-in: the sign-in URL being made, `waiting`
 * for the Farcaster app's approval (the URL shown as a QR code), the wallet `connecting`,
 * `connected`; `failed` ('Failed to connect to farcaster': denied, expired or refused).
 */
export type FarcasterLoginStatus =
  'idle' | 'loadingUri' | 'waiting' | 'connecting' | 'connected' | 'failed';

/** The account-type switch: idle, or waiting for the secure site. */
export type AccountTypeSwitchStatus = 'idle' | 'switching';

/** An unsafe request waits on the approval click inside the secure frame. */
export type ApprovalStatus = 'idle' | 'pending';
