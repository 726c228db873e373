import type { FeatureViews } from '../router/ViewRow';

export const connectionsViews = {
  Account: null,
  ConnectingExternal: null,
  Receive: 'receive',
} as const satisfies FeatureViews;
