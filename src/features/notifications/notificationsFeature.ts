import type { FeatureDescriptor } from '../FeatureDescriptor';
import { notificationsSlice } from './notificationsSlice';

/** Toasts, which any saga may raise: eager. */
export const notificationsFeature: FeatureDescriptor = {
  name: 'notifications',
  slices: [notificationsSlice],
  sagas: () => import('../startupSagas').then((m) => [m.notificationsSaga]),
};
