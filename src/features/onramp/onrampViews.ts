import type { FeatureViews } from '../router/ViewRow';

export const onrampViews = {
  OnrampProviders: 'onramp',
  OnrampTokenSelect: 'onramp',
  OnrampFiatSelect: 'onramp',
  OnrampBuy: 'onramp',
  OnrampInProgress: 'onramp',
} as const satisfies FeatureViews;
