import type { FeatureViews } from '../router/ViewRow';

export const activityViews = {
  Transactions: 'activity',
} as const satisfies FeatureViews;
