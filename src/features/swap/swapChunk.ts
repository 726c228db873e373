import { swapSlice } from './swapSlice';

/** The lazy part of `swapFeature`. */
export const slices = [swapSlice];
export { swapSaga as saga } from './swapSaga';
