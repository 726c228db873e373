import type { Action } from '@reduxjs/toolkit';
import { channel, type Channel, type Task } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';
import { showView } from '../router/showView';
import { createNameChecker, NAME_CHECK_DEBOUNCE_MS } from './checkName';
import { profileNames } from './fetchProfileName';
import {
  nameEdited,
  nameRegistrationRequested,
  nameRegistrationSubmitted,
  nameSuggestionPicked,
  profileNameRequested,
} from './namesActions';
import { submitRegistration } from './submitRegistration';

/**
 * The names feature: the typed name is checked after the debounce (a newer
 * edit's answer always wins); one registration at a time (a second click while one runs is
 * ignored); Account's profile-name requests go to the reverse lookup's latest-per-address loop.
 */
export function* namesSaga(source: Channel<Action>) {
  const reverse = channel<Action>();
  yield fork(profileNames, reverse);
  const checker = createNameChecker();
  let registering: Task | undefined;
  while (true) {
    const action: Action = yield take(source);
    if (profileNameRequested.match(action)) {
      yield put(reverse, action);
    } else if (nameRegistrationRequested.match(action)) {
      yield call(showView, 'RegisterAccountName');
    } else if (nameEdited.match(action)) {
      yield* checker.schedule(NAME_CHECK_DEBOUNCE_MS);
    } else if (nameSuggestionPicked.match(action)) {
      yield* checker.schedule(0);
    } else if (nameRegistrationSubmitted.match(action)) {
      if (!registering?.isRunning()) registering = yield fork(submitRegistration);
    }
  }
}
