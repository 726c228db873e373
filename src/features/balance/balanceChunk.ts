import { balanceSlice } from './balanceSlice';

/** The lazy part of `balanceFeature`. */
export const slices = [balanceSlice];
export { balanceSaga as saga } from './balanceSaga';
