import type { FeatureViews } from '../router/ViewRow';

export const namesViews = {
  RegisterAccountName: null,
  RegisterAccountNameSuccess: null,
} as const satisfies FeatureViews;
