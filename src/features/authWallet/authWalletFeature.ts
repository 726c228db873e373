import { getContext, put } from 'redux-saga/effects';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { authWalletViews } from './authWalletViews';
import { AUTH_WALLET_TRIGGERS } from './authWalletTriggers';

/** At startup, only a past email login starts the feature (and with it the frame). */
function* resumeAfterPastLogin() {
  const adapters: AdapterRegistry = yield getContext('adapters');
  if (adapters.source('embeddedWallet')?.hasPastLogin())
    yield put({ type: AUTH_WALLET_TRIGGERS.resumed });
}

/**
 * The embedded wallet: email login, email change and approvals. Without its source
 * (`embeddedWallet` in the config's `sources`) it is off; otherwise it loads on the email
 * field's first use.
 */
export const authWalletFeature: FeatureDescriptor<typeof authWalletViews> = {
  name: 'authWallet',
  views: authWalletViews,
  sagas: [resumeAfterPastLogin],
  lazy: {
    triggers: Object.values(AUTH_WALLET_TRIGGERS),
    enabled: (options) => options.secureSiteUrl !== undefined,
    load: () => import('./authWalletChunk'),
  },
};
