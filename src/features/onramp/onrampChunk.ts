import { onrampSlice } from './onrampSlice';

/** The lazy part of `onrampFeature`. */
export const slices = [onrampSlice];
export { onrampSaga as saga } from './onrampSaga';
