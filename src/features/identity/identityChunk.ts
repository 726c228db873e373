import { identitySlice } from './identitySlice';

/** The lazy part of `identityFeature`. */
export const slices = [identitySlice];
export { identitySaga as saga } from './identitySaga';
