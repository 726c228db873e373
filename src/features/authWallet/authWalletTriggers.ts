/**
 * The action types that start the feature, as plain strings: the descriptor is in the startup
 * bundle, the action creators (authWalletActions.ts) are not.
 */
export const AUTH_WALLET_TRIGGERS = {
  resumed: 'authWallet/resumed',
  emailFieldFocused: 'authWallet/emailFieldFocused',
  socialButtonsApproached: 'authWallet/socialButtonsApproached',
  emailSubmitted: 'authWallet/emailSubmitted',
  emailOtpSubmitted: 'authWallet/emailOtpSubmitted',
  emailOtpResent: 'authWallet/emailOtpResent',
  emailUpdateRequested: 'authWallet/emailUpdateRequested',
  emailUpdateSubmitted: 'authWallet/emailUpdateSubmitted',
  emailUpdateOtpSubmitted: 'authWallet/emailUpdateOtpSubmitted',
  socialLoginRequested: 'authWallet/socialLoginRequested',
  farcasterLoginRequested: 'authWallet/farcasterLoginRequested',
  accountTypeSwitchRequested: 'authWallet/accountTypeSwitchRequested',
} as const;
