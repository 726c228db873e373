import type { FeatureViews } from '../router/ViewRow';

export const walletConnectViews = {
  ConnectingWalletConnect: null,
  ConnectingWalletConnectBasic: null,
} as const satisfies FeatureViews;
