import type { FeatureViews } from '../router/ViewRow';

export const walletListViews = {
  AllWallets: 'allWallets',
} as const satisfies FeatureViews;
