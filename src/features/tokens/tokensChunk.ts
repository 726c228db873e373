import { tokensSlice } from './tokensSlice';

/** The lazy part of `tokensFeature`. */
export const slices = [tokensSlice];
export { tokensSaga as saga } from './tokensSaga';
