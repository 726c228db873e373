import { nftsSlice } from './nftsSlice';

/** The lazy part of `nftsFeature`. */
export const slices = [nftsSlice];
export { nftsSaga as saga } from './nftsSaga';
