import { activitySlice } from './activitySlice';

/** The lazy part of `activityFeature`. */
export const slices = [activitySlice];
export { activitySaga as saga } from './activitySaga';
