import type { FeatureDescriptor } from '../FeatureDescriptor';
import { adaptersSaga } from './adaptersSaga';

/** Sets the adapters up (wallet discovery) and relays their events: eager. */
export const adaptersFeature: FeatureDescriptor = { name: 'adapters', sagas: [adaptersSaga] };
