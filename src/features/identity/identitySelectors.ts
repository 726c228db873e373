import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { initialIdentityState } from './identitySlice';
import { selectActiveAddress, selectActiveCapabilities } from '../connections/connectionsSelectors';

/**
 * The active account's name and avatar, or nulls. Name lookup is EVM only. Without
 * an `apiUrl` nothing is ever fetched, so this stays null: the chain's RPC cannot stand in,
 * as local chains have no name registry (ENS) to ask.
 */
/** Names and avatars; empty until the identity feature first loads. */
export const selectIdentityState = (state: PorticoState) => state.identity ?? initialIdentityState;

/**
 * The address whose identity is fetched and shown: the active one, where its chain has names
 * (the adapter's `names` capability: EVM only).
 */
export const selectIdentityAddress = (state: PorticoState): string | null =>
  selectActiveCapabilities(state).names ? selectActiveAddress(state) : null;

export const selectActiveIdentity = createSelector(
  [selectIdentityAddress, (state: PorticoState) => selectIdentityState(state).byAddress],
  (address, byAddress) => {
    const entry = address ? byAddress[address.toLowerCase()] : undefined;
    return {
      name: entry?.identity.name ?? null,
      avatar: safeImageUrl(entry?.identity.avatar),
    };
  },
);
