import { put, select } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { modalOpened } from '../modal/modalSlice';
import { viewPushed } from './routerSlice';
import type { View } from './types';

/** Saga helper: push `view` on an open modal, or open the modal on it. */
export function* showView(view: View) {
  const isOpen: boolean = yield select((s: PorticoState) => s.modal.status === 'open');
  if (isOpen) yield put(viewPushed(view));
  else yield put(modalOpened({ view, namespace: null }));
}
