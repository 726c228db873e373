import type { FeatureViews } from '../router/ViewRow';

export const multiWalletViews = {
  ProfileWallets: null,
} as const satisfies FeatureViews;
