import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { selectIndexedAccount } from '../activity/activitySelectors';
import { initialNftsState } from './nftsSlice';

/** The NFTs; empty until the NFTs feature first loads. */
export const selectNftsState = (state: PorticoState) => state.nfts ?? initialNftsState;

/**
 * The active account's NFTs as the view shows them: spam-flagged items hidden, images only
 * from http(s) or `data:image` (else the placeholder). Null when there is no indexed account.
 */
export const selectActiveNfts = createSelector(
  [selectIndexedAccount, (state: PorticoState) => selectNftsState(state).byCaipAddress],
  (target, entries) => {
    if (!target) return null;
    const entry = entries[target.caipAddress];
    const items = (entry?.items ?? [])
      .filter((nft) => !nft.flags.is_spam && nft.chainId === target.chainId)
      .map((nft) => ({ ...nft, imageUrl: safeImageUrl(nft.imageUrl) }));
    return { status: entry?.status ?? 'loading', items, hasMore: Boolean(entry?.next) };
  },
);
