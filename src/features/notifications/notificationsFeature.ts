import type { FeatureDescriptor } from '../FeatureDescriptor';
import { notificationsSaga } from './notificationsSaga';
import { notificationsSlice } from './notificationsSlice';

/** Toasts, which any saga may raise: eager. */
export const notificationsFeature: FeatureDescriptor = {
  name: 'notifications',
  slices: [notificationsSlice],
  sagas: [notificationsSaga],
};
