import { BUNDLED_WALLETS } from '../../../src/features/walletList/bundledWallets';
import { bundledWalletPage } from '../../../src/features/walletList/bundledWalletPage';
import { orderWallets } from '../../../src/features/walletList/orderWallets';
import { WALLETS_PAGE_SIZE } from '../../../src/features/walletList/walletListSaga';
import type { WalletListing, WalletQuery } from '../../../src/features/walletList/types';
import { formatDeepLink } from '../../../src/features/walletConnect/formatDeepLink';

const w = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name: id,
  namespaces: ['eip155'],
  ...extra,
});

const ANY = { search: '', namespaces: [], featured: [], include: [], exclude: [] };
const ids = (wallets: readonly WalletListing[]) => wallets.map((x) => x.id);

describe('orderWallets (the bundled catalogue answers a query as the API does)', () => {
  test('default: featured, then recommended, then the rest, each in catalogue order', () => {
    const list = [
      w('a'),
      w('b', { recommended: true }),
      w('c', { featured: true }),
      w('d'),
      w('e', { featured: true }),
    ];
    const ordered = orderWallets(list, ANY);
    expect(ids(ordered)).toEqual(['c', 'e', 'b', 'a', 'd']);
    expect(ordered.map((x) => [x.featured, x.recommended])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
  });

  test('parameters: the host featured ids replace the catalogue picks, in their order', () => {
    const list = [w('a', { featured: true }), w('b', { recommended: true }), w('c'), w('d')];
    const ordered = orderWallets(list, { ...ANY, featured: ['d', 'missing', 'b'] });
    expect(ids(ordered)).toEqual(['d', 'b', 'a', 'c']);
    // 'a' is no longer featured, and a featured wallet is not also recommended.
    expect(ordered.map((x) => [x.id, x.featured, x.recommended])).toEqual([
      ['d', true, false],
      ['b', true, false],
      ['a', false, false],
      ['c', false, false],
    ]);
  });

  test('parameters: search matches names, case- and accent-insensitive, trimmed', () => {
    const list = [w('MetaMask'), w('Zerion'), w('Zengö')];
    expect(ids(orderWallets(list, { ...ANY, search: '  ze ' }))).toEqual(['Zerion', 'Zengö']);
    expect(ids(orderWallets(list, { ...ANY, search: 'ZENGO' }))).toEqual(['Zengö']);
    expect(orderWallets(list, { ...ANY, search: 'nothing' })).toEqual([]);
  });

  test('parameters: namespaces keep wallets serving any of them; include and exclude', () => {
    const list = [
      w('evm'),
      w('sol', { namespaces: ['solana'] }),
      w('both', { namespaces: ['eip155', 'solana'] }),
    ];
    expect(ids(orderWallets(list, { ...ANY, namespaces: ['solana'] }))).toEqual(['sol', 'both']);
    expect(ids(orderWallets(list, { ...ANY, namespaces: ['cosmos'] }))).toEqual([]);
    expect(ids(orderWallets(list, { ...ANY, include: ['both', 'evm'] }))).toEqual(['evm', 'both']);
    expect(ids(orderWallets(list, { ...ANY, exclude: ['evm'] }))).toEqual(['sol', 'both']);
    // An excluded featured wallet is not listed at all.
    expect(ids(orderWallets(list, { ...ANY, featured: ['sol'], exclude: ['sol'] }))).toEqual([
      'evm',
      'both',
    ]);
  });
});

describe('bundled catalogue', () => {
  const query: WalletQuery = { ...ANY, page: 1, entries: WALLETS_PAGE_SIZE };

  test('default: pages of 12 with the total count; a page past the end is empty', () => {
    const first = bundledWalletPage(query);
    expect(first.count).toBe(BUNDLED_WALLETS.length);
    expect(ids(first.wallets).slice(0, 3)).toEqual(['metamask', 'trust', 'coinbase']);
    expect(first.wallets).toHaveLength(12);
    const second = bundledWalletPage({ ...query, page: 2 });
    expect([...ids(first.wallets), ...ids(second.wallets)].sort()).toEqual(
      ids(BUNDLED_WALLETS).sort(),
    );
    expect(bundledWalletPage({ ...query, page: 3 })).toEqual({ wallets: [], count: 16 });
  });

  test('behavior: offline, 10–20 wallets, unique ids, every one with namespaces, no images', () => {
    expect(BUNDLED_WALLETS.length).toBeGreaterThanOrEqual(10);
    expect(BUNDLED_WALLETS.length).toBeLessThanOrEqual(20);
    expect(new Set(ids(BUNDLED_WALLETS)).size).toBe(BUNDLED_WALLETS.length);
    expect(BUNDLED_WALLETS.filter((x) => x.imageUrl)).toEqual([]);
    expect(BUNDLED_WALLETS.filter((x) => x.namespaces.length === 0)).toEqual([]);
  });

  test('behavior: every mobile link formats to a deep link', () => {
    for (const wallet of BUNDLED_WALLETS) {
      if (!wallet.mobile) continue;
      for (const prefer of ['native', 'universal'] as const) {
        expect(formatDeepLink(wallet.mobile, 'wc:x@2', prefer)?.href).toMatch(
          /wc\?uri=wc%3Ax%402$/,
        );
      }
    }
  });
});
