import type { FeatureViews } from '../router/ViewRow';

export const authWalletViews = {
  ConnectingFarcaster: 'socials',
  ConnectingSocial: 'socials',
  EmailLogin: 'email',
  UpdateEmailWallet: 'email',
  ApproveTransaction: null,
} as const satisfies FeatureViews;
