import { ACCOUNT_FACTS } from '../connections/connectionsSlice';
import { networkActivated } from '../networks/networkEvents';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { balanceRequested } from './balanceActions';

/** The native balance: lazy, loaded on the first connection (or the Account view's request). */
export const balanceFeature: FeatureDescriptor = {
  name: 'balance',
  lazy: {
    triggers: [...ACCOUNT_FACTS, networkActivated.type, balanceRequested.type],
    load: () => import('./balanceChunk'),
  },
};
