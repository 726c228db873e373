import type { WalletListing, WalletQuery } from './types';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Filter = Omit<WalletQuery, 'page' | 'entries'>;

/**
 * What the product API does with a query, done here for the bundled catalogue, so both
 * sources list alike. Kept: names containing `search` (case- and accent-insensitive), wallets
 * serving one of `namespaces`, only `include` when it is not empty, never `exclude`. Order:
 * the host's `featured` in its order (or, when it names none, the catalogue's own featured
 * picks), then the recommended ones, then the rest, each group in catalogue order.
 */
export function orderWallets(wallets: readonly WalletListing[], filter: Filter): WalletListing[] {
  const needle = fold(filter.search.trim());
  const kept = wallets.filter(
    (wallet) =>
      (needle === '' || fold(wallet.name).includes(needle)) &&
      (filter.namespaces.length === 0 ||
        wallet.namespaces.some((namespace) => filter.namespaces.includes(namespace))) &&
      (filter.include.length === 0 || filter.include.includes(wallet.id)) &&
      !filter.exclude.includes(wallet.id),
  );
  const hostPicks = filter.featured.length > 0;
  const featured = hostPicks
    ? filter.featured.flatMap((id) => kept.filter((wallet) => wallet.id === id))
    : kept.filter((wallet) => wallet.featured);
  const rest = kept.filter((wallet) => !featured.includes(wallet));
  return [
    ...featured.map((wallet) => ({ ...wallet, featured: true, recommended: false })),
    ...rest
      .filter((wallet) => wallet.recommended)
      .map((wallet) => ({ ...wallet, featured: false })),
    ...rest
      .filter((wallet) => !wallet.recommended)
      .map((wallet) => ({ ...wallet, featured: false, recommended: false })),
  ];
}
