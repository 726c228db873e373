import { smartSessionsSlice } from './smartSessionsSlice';

/** The lazy part of `smartSessionsFeature`. */
export const slices = [smartSessionsSlice];
export { smartSessionsSaga as saga } from './smartSessionsSaga';
