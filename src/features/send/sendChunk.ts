import { sendSlice } from './sendSlice';

/** The lazy part of `sendFeature`. */
export const slices = [sendSlice];
export { sendSaga as saga } from './sendSaga';
