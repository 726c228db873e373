import { put, select } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { localeRequested, localeSlice } from './localeSlice';

/** At start, a non-English locale asks for its chunk (the lazy part below loads it). */
function* startLocale() {
  const { requested, status } = (yield select((state: PorticoState) => state.locale)) as {
    requested: string;
    status: string;
  };
  if (status === 'loading') yield put(localeRequested(requested));
}

/** The language: the slice is eager (tiny), catalogues and their loading are lazy. */
export const localeFeature: FeatureDescriptor = {
  name: 'locale',
  slices: [localeSlice],
  sagas: [startLocale],
  lazy: {
    triggers: [localeRequested.type],
    load: () => import('./localeChunk'),
  },
};
