import { createAction } from '@reduxjs/toolkit';
import type { CaipNetworkId } from '../../adapter/CaipNetwork';
import type { ChainNamespace } from '../../adapter/chainNamespace';

/**
 * A network became active without a wallet switch: nothing is connected in its namespace, or
 * the namespace is connected and already on it. Both the networks and connections slices
 * react, so it lives apart from either.
 */
export const networkActivated = createAction(
  'networks/activated',
  (payload: { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }) => ({ payload }),
);
