import type { FeatureDescriptor } from '../FeatureDescriptor';
import { alertsSlice } from './alertsSlice';

/** Alerts, which any saga may raise: eager. */
export const alertsFeature: FeatureDescriptor = { name: 'alerts', slices: [alertsSlice] };
