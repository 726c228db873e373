import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import type { PagedTarget } from '../accountPages/loadAccountPages';
import {
  selectActiveCaipAddress,
  selectActiveCapabilities,
} from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { selectEffectiveFeatures } from '../project/projectSelectors';
import { groupByMonth } from './groupByMonth';
import { initialActivityState } from './activitySlice';
import { visibleTransactions } from './visibleTransactions';

/** The history; empty until the activity feature first loads. */
export const selectActivityState = (state: PorticoState) => state.activity ?? initialActivityState;

/**
 * The account whose history and NFTs are shown: the active one, on the active network when
 * that one is configured, where the product API indexes the chain (the adapter's `activity`
 * capability: EVM only). Else null.
 */
export const selectIndexedAccount = createSelector(
  [selectActiveCaipAddress, selectActiveNetwork, selectActiveCapabilities],
  (caipAddress, network, capabilities): PagedTarget | null => {
    if (!caipAddress || !network?.supported || !capabilities.activity) return null;
    const { chainId, address } = parseCaipAddress(caipAddress);
    return chainId === network.caipNetworkId ? { caipAddress, chainId, address } : null;
  },
);

/** The CAIP-10 id of `selectIndexedAccount` (a string, so views can select it directly). */
export const selectIndexedCaipAddress = (state: PorticoState) =>
  selectIndexedAccount(state)?.caipAddress ?? null;

/** Whether the Activity tab is offered: the `activity` flag (host or project) and an indexed chain. */
export const selectShowsActivity = (state: PorticoState) =>
  selectEffectiveFeatures(state).activity && selectIndexedAccount(state) !== null;

/**
 * The active account's activity as the views show it: spam-only and other chains' transactions
 * dropped, grouped by month in `timeZone` (the user's by default). Null when there is
 * no indexed account.
 */
export const selectActiveActivity = createSelector(
  [
    selectIndexedAccount,
    (state: PorticoState) => selectActivityState(state).byCaipAddress,
    (_state: PorticoState, timeZone?: string) => timeZone,
  ],
  (target, entries, timeZone) => {
    if (!target) return null;
    const entry = entries[target.caipAddress];
    const shown = visibleTransactions(entry?.items ?? [], target.chainId);
    return {
      status: entry?.status ?? 'loading',
      groups: groupByMonth(shown, timeZone),
      count: shown.length,
      hasMore: Boolean(entry?.next),
    };
  },
);
