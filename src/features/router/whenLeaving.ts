import { call, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { modalClosed, modalOpened } from '../modal/modalSlice';
import { routerReset, viewPopped, viewPoppedTo, viewPushed, viewReplaced } from './routerSlice';
import type { View } from './types';

/** Every action that changes which view shows (the router's, and the modal's open and close). */
const VIEW_CHANGES = [
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
 * top, the modal closed), with the state after the change; `view` may be a test of the state
 * for a flow of several views, left when none of them shows. Whether it showed is followed
 * through every change, so leaving is seen however the view was reached.
 */
export function* whenLeaving(
  view: View | ((state: PorticoState) => boolean),
  onLeave: (state: PorticoState) => Generator | void,
) {
  const isShown = (state: PorticoState) =>
    typeof view === 'function' ? view(state) : shows(state, view);
  let showing = isShown((yield select()) as PorticoState);
  while (true) {
    yield take(VIEW_CHANGES);
    const state: PorticoState = yield select();
    const now = isShown(state);
    if (showing && !now) yield call(onLeave, state);
    showing = now;
  }
}
