import type { FeatureViews } from '../router/ViewRow';

export const swapViews = {
  Swap: 'swaps',
  SwapPreview: 'swaps',
  SwapSelectToken: 'swaps',
} as const satisfies FeatureViews;
