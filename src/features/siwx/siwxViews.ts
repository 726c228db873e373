import type { FeatureViews } from '../router/ViewRow';

export const siwxViews = {
  SIWXSignMessage: null,
} as const satisfies FeatureViews;
