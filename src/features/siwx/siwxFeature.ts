import { PorticoError } from '../../adapter/PorticoError';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { ACCOUNT_FACTS, accountDisconnected } from '../connections/connectionsSlice';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { siwxViews } from './siwxViews';
import { siwxCancelled, siwxPromptRequested, siwxSignRequested } from './siwxActions';
import { SiwxNotEnabledError } from './SiwxNotEnabledError';

/**
 * Sign-in with a wallet, only when the host configured `siwx` or `siweConfig`: the flow, the
 * message and the verification code load on the first connection.
 */
export const siwxFeature: FeatureDescriptor<typeof siwxViews> = {
  name: 'siwx',
  views: siwxViews,
  lazy: {
    triggers: [
      ...ACCOUNT_FACTS,
      accountDisconnected.type,
      siwxSignRequested.type,
      siwxCancelled.type,
      siwxPromptRequested.type,
    ],
    enabled: (options) => options.hasSiwx,
    load: () => import('./siwxChunk'),
  },
  intents: {
    calls: {
      requestSignIn: {
        run: ({ store }) => {
          const state = store.getState();
          if (!state.options.hasSiwx) throw new SiwxNotEnabledError();
          if (!selectActiveCaipAddress(state))
            throw new PorticoError('NO_ACTIVE_ADDRESS', 'No ActiveCaipAddress found');
          store.dispatch(siwxPromptRequested());
        },
      },
    },
  },
};
