import type { FeatureViews } from '../router/ViewRow';

export const smartSessionsViews = {
  SmartSessions: 'smartSessions',
} as const satisfies FeatureViews;
