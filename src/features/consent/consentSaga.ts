import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoStorage } from '../persistence/PorticoStorage';
import type { PorticoState } from '../PorticoState';
import { consentGiven, consentWithdrawn, storedConsentLoaded } from './consentActions';
import { readStoredConsent, writeStoredConsent } from './storedConsent';

/** Reads this project's stored consent, then stores each change the user makes. */
export function* consentSaga(source: Channel<Action>) {
  // Guarded by createPorticoStore: its calls never throw.
  const storage: PorticoStorage = yield getContext('storage');
  const projectId: string = yield select((state: PorticoState) => state.options.projectId);
  if (readStoredConsent(storage, projectId)) yield put(storedConsentLoaded());
  while (true) {
    const action: Action = yield take(source);
    if (consentGiven.match(action)) writeStoredConsent(storage, projectId, true);
    else if (consentWithdrawn.match(action)) writeStoredConsent(storage, projectId, false);
  }
}
