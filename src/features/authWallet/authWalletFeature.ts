import { getContext, put } from 'redux-saga/effects';
import type { AuthWallet } from '../../frame/AuthWallet';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  authWalletResumed,
  emailFieldFocused,
  emailOtpResent,
  emailOtpSubmitted,
  emailSubmitted,
  emailUpdateOtpSubmitted,
  emailUpdateRequested,
  emailUpdateSubmitted,
} from './authWalletActions';

/** At startup, only a past email login starts the feature (and with it the frame). */
function* resumeAfterPastLogin() {
  const auth: AuthWallet | null = yield getContext('authWallet');
  if (auth?.hasPastLogin()) yield put(authWalletResumed());
}

/**
 * The embedded wallet (spec §1, §2, §4): email login, email change and approvals. Without
 * `secureSiteUrl` it is off; otherwise it loads on the email field's first use.
 */
export const authWalletFeature: FeatureDescriptor = {
  name: 'authWallet',
  sagas: [resumeAfterPastLogin],
  lazy: {
    triggers: [
      authWalletResumed.type,
      emailFieldFocused.type,
      emailSubmitted.type,
      emailOtpSubmitted.type,
      emailOtpResent.type,
      emailUpdateRequested.type,
      emailUpdateSubmitted.type,
      emailUpdateOtpSubmitted.type,
    ],
    enabled: (options) => options.secureSiteUrl !== undefined,
    load: () => import('./authWalletChunk'),
  },
};
