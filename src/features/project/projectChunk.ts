import { projectSlice } from './projectSlice';

/** The lazy part of `projectFeature`. */
export const slices = [projectSlice];
export { projectSaga as saga } from './projectSaga';
