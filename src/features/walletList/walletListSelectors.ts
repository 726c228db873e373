import type { PorticoState } from '../../store/rootReducer';

export const selectWalletList = (state: PorticoState) => state.walletList;

/**
 * Whether the list on hand answers `search` (loaded, loading, or a next page failed). When it
 * does, AllWallets shows it without a request.
 */
export function selectWalletListAnswers(state: PorticoState, search: string): boolean {
  const list = state.walletList;
  return list.status !== 'idle' && list.search === search.trim();
}

/** Whether "Load more" has anything to load. */
export const selectWalletListHasMore = (state: PorticoState) =>
  state.walletList.wallets.length < state.walletList.count;
