import { consentSlice } from './consentSlice';

/** The lazy part of `consentFeature`. */
export const slices = [consentSlice];
export { consentSaga as saga } from './consentSaga';
