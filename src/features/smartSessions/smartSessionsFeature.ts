import type { FeatureDescriptor } from '../FeatureDescriptor';
import { smartSessionsViews } from './smartSessionsViews';

/**
 * Smart sessions (`smartSessions`, ERC-7715): the account's sessions listed, revoked,
 * and the grants of `modal.grantPermissions` recorded. Loaded with the first of these, only
 * when the flag is on.
 */
export const smartSessionsFeature: FeatureDescriptor<typeof smartSessionsViews> = {
  name: 'smartSessions',
  views: smartSessionsViews,
  lazy: {
    triggers: ['smartSessions/requested', 'smartSessions/revokeRequested', 'smartSessions/granted'],
    enabled: (options) => options.features.smartSessions === true,
    load: () => import('./smartSessionsChunk'),
  },
  intents: {
    calls: {
      // Loaded on the first call: the request's schema stays out of the startup bundle.
      grantPermissions: {
        run: ({ store, adapters }, request) =>
          import('./grantPermissions').then((m) => m.grantPermissions(store, adapters, request)),
      },
    },
  },
};
