import { namesSlice } from './namesSlice';

/** The lazy part of `namesFeature`. */
export const slices = [namesSlice];
export { namesSaga as saga } from './namesSaga';
