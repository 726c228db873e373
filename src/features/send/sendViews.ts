import type { FeatureViews } from '../router/ViewRow';

export const sendViews = {
  Send: 'send',
  SendPreview: 'send',
} as const satisfies FeatureViews;
