import { getContext, put } from 'redux-saga/effects';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { AUTH_WALLET_TRIGGERS } from './authWalletTriggers';

/** At startup, only a past email login starts the feature (and with it the frame). */
export function* pastLoginSaga() {
  const adapters: AdapterRegistry = yield getContext('adapters');
  if (adapters.source('embeddedWallet')?.hasPastLogin())
    yield put({ type: AUTH_WALLET_TRIGGERS.resumed });
}
