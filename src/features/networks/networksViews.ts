import type { FeatureViews } from '../router/ViewRow';

export const networksViews = {
  Networks: null,
  SwitchNetwork: null,
  SwitchActiveChain: null,
  UnsupportedChain: null,
} as const satisfies FeatureViews;
