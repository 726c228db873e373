import {
  accountChanged,
  accountConnected,
  chainChanged,
} from '../features/connections/connectionsSlice';
import { eventEmitted } from '../features/events/eventsSlice';
import { identityRequested } from '../features/identity/identitySlice';
import { open } from '../features/modal/modalSlice';
import { networkActivated } from '../features/networks/networkEvents';
import { tokensRequested, tokensRetryRequested } from '../features/tokens/tokensSlice';

/**
 * The actions that start (and feed) each product-API saga, apart from the sagas so the startup
 * bundle can buffer them without importing the sagas. The project configuration has none of
 * its own: it starts after startup, or at the first open if that comes sooner.
 */
export const apiTriggers = {
  projectSaga: [open.type],
  identitySaga: [accountConnected.type, accountChanged.type, identityRequested.type],
  tokensSaga: [
    accountConnected.type,
    accountChanged.type,
    chainChanged.type,
    networkActivated.type,
    tokensRequested.type,
    tokensRetryRequested.type,
  ],
  analyticsSaga: [eventEmitted.type],
} as const;

export type ApiSagaName = keyof typeof apiTriggers;
