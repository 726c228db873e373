import { put, select } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { localeRequested } from './localeSlice';

/** At start, a non-English locale asks for its chunk (the locale feature's lazy part loads it). */
export function* localeStartSaga() {
  const { requested, status } = (yield select((state: PorticoState) => state.locale)) as {
    requested: string;
    status: string;
  };
  if (status === 'loading') yield put(localeRequested(requested));
}
