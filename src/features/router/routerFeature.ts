import type { FeatureDescriptor } from '../FeatureDescriptor';
import { routerSlice } from './routerSlice';

/** The view history the modal saga writes at open: eager with it. */
export const routerFeature: FeatureDescriptor = { name: 'router', slices: [routerSlice] };
