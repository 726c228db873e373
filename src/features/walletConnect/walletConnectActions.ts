import { createAction } from '@reduxjs/toolkit';

/** Intent: the walletConnect saga asks the connect saga for a new pairing URI. */
export const pairingRefreshRequested = createAction('walletConnect/refreshRequested');

/** An adapter made a pairing URI to show (put by the adapters saga). */
export const pairingUriReceived = createAction(
  'walletConnect/pairingUriReceived',
  (payload: { connectorId: string; uri: string; expiresAt: number }) => ({ payload }),
);
