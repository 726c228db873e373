import { walletListSlice } from './walletListSlice';

/** The lazy part of `walletListFeature`. */
export const slices = [walletListSlice];
export { walletListSaga as saga } from './walletListSaga';
