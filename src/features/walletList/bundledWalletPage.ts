import { BUNDLED_WALLETS } from './bundledWallets';
import { orderWallets } from './orderWallets';
import type { WalletListPage, WalletQuery } from './types';

/** One page of the bundled catalogue: no request, so AllWallets works offline. */
export function bundledWalletPage(query: WalletQuery): WalletListPage {
  const ordered = orderWallets(BUNDLED_WALLETS, query);
  const start = (query.page - 1) * query.entries;
  return { wallets: ordered.slice(start, start + query.entries), count: ordered.length };
}
