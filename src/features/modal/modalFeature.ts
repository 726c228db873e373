import type { FeatureDescriptor } from '../FeatureDescriptor';
import { modalSlice } from './modalSlice';

/** Open, close, back and the shake: what a click on the connect button needs, so eager. */
export const modalFeature: FeatureDescriptor = {
  name: 'modal',
  slices: [modalSlice],
  sagas: () => import('../startupSagas').then((m) => [m.modalSaga]),
};
