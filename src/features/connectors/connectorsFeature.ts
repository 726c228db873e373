import type { FeatureDescriptor } from '../FeatureDescriptor';
import { connectorsViews } from './connectorsViews';
import { connectorsSlice } from './connectorsSlice';

/** The wallets adapters announce at startup, and recent wallets: eager. */
export const connectorsFeature: FeatureDescriptor<typeof connectorsViews> = {
  name: 'connectors',
  views: connectorsViews,
  slices: [connectorsSlice],
};
