import { walletConnectSlice } from './walletConnectSlice';

/** The lazy part of `walletConnectFeature`. */
export const slices = [walletConnectSlice];
export { walletConnectSaga as saga } from './walletConnectSaga';
