import type { WalletListing } from './WalletListing';

/** Wallets shown per page before "Load more" (small enough that the bundled list pages too). */
export const WALLETS_PAGE_SIZE = 12;

const rank = (wallet: WalletListing) => (wallet.featured ? 0 : wallet.recommended ? 1 : 2);

/**
 * Featured wallets first, then recommended, then the rest, each group in catalogue order;
 * with a query, only wallets whose name contains it (case- and accent-insensitive).
 */
export function orderWallets(wallets: readonly WalletListing[], query = ''): WalletListing[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .filter(({ wallet }) => needle === '' || fold(wallet.name).includes(needle))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .map(({ wallet }) => wallet);
}
