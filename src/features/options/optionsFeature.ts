import type { FeatureDescriptor } from '../FeatureDescriptor';
import { optionsSlice } from './optionsSlice';

/** The resolved config, read by everything: eager. */
export const optionsFeature: FeatureDescriptor = { name: 'options', slices: [optionsSlice] };
