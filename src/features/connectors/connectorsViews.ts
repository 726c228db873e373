import type { FeatureViews } from '../router/ViewRow';

export const connectorsViews = {
  Connect: null,
} as const satisfies FeatureViews;
