import { authWalletSlice } from './authWalletSlice';

/** The lazy part of `authWalletFeature`. */
export const slices = [authWalletSlice];
export { authWalletSaga as saga } from './authWalletSaga';
