import { call, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../../store/rootReducer';
import { modalClosed, modalOpened } from '../modal/modalSlice';
import { routerReset, viewPopped, viewPoppedTo, viewPushed, viewReplaced } from './routerSlice';
import type { View } from './types';

/** Every action that changes which view shows (the router's, and the modal's open and close). */
export const VIEW_CHANGES = [
  viewPushed.type,
  viewReplaced.type,
  viewPopped.type,
  viewPoppedTo.type,
  routerReset.type,
  modalOpened.type,
  modalClosed.type,
];

/** Whether `view` is what the open modal shows. */
export const shows = (state: PorticoState, view: View) =>
  state.modal.status === 'open' && state.router.history.at(-1) === view;

/**
 * Saga helper, forked: runs `onLeave` each time `view` stops showing (Back, another view on
 * top, the modal closed), with the state after the change. Whether it showed is followed
 * through every change, so leaving is seen however the view was reached.
 */
export function* whenLeaving(view: View, onLeave: (state: PorticoState) => Generator | void) {
  let showing = shows((yield select()) as PorticoState, view);
  while (true) {
    yield take(VIEW_CHANGES);
    const state: PorticoState = yield select();
    const now = shows(state, view);
    if (showing && !now) yield call(onLeave, state);
    showing = now;
  }
}
