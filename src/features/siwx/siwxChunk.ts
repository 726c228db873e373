import { siwxSlice } from './siwxSlice';

/** The lazy part of `siwxFeature`. */
export const slices = [siwxSlice];
export { siwxFlow as saga } from './siwxFlow';
