import type { FeatureDescriptor } from '../FeatureDescriptor';
import { connectorsSlice } from './connectorsSlice';

/** The wallets adapters announce at startup, and recent wallets: eager. */
export const connectorsFeature: FeatureDescriptor = {
  name: 'connectors',
  slices: [connectorsSlice],
};
