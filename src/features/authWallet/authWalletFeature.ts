import type { FeatureDescriptor } from '../FeatureDescriptor';
import { authWalletViews } from './authWalletViews';
import { AUTH_WALLET_TRIGGERS } from './authWalletTriggers';

/**
 * The embedded wallet: email login, email change and approvals. Without its source
 * (`embeddedWallet` in the config's `sources`) it is off; otherwise it loads on the email
 * field's first use.
 */
export const authWalletFeature: FeatureDescriptor<typeof authWalletViews> = {
  name: 'authWallet',
  views: authWalletViews,
  sagas: () => import('../startupSagas').then((m) => [m.pastLoginSaga]),
  lazy: {
    triggers: Object.values(AUTH_WALLET_TRIGGERS),
    enabled: (options) => options.secureSiteUrl !== undefined,
    load: () => import('./authWalletChunk'),
  },
};
