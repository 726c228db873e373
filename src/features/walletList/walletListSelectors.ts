import type { PorticoState } from '../PorticoState';
import { initialWalletListState } from './walletListSlice';

/** AllWallets' list; idle until the wallet-list feature first loads. */
export const selectWalletList = (state: PorticoState) => state.walletList ?? initialWalletListState;

/**
 * Whether the list on hand answers `search` (loaded, loading, or a next page failed). When it
 * does, AllWallets shows it without a request.
 */
export function selectWalletListAnswers(state: PorticoState, search: string): boolean {
  const list = selectWalletList(state);
  return list.status !== 'idle' && list.search === search.trim();
}

/** Whether "Load more" has anything to load. */
export const selectWalletListHasMore = (state: PorticoState) => {
  const list = selectWalletList(state);
  return list.wallets.length < list.count;
};
