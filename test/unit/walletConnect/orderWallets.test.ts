import { BUNDLED_WALLETS } from '../../../src/views/AllWallets/bundledWallets';
import { loadWallets } from '../../../src/views/AllWallets/loadWallets';
import { orderWallets } from '../../../src/views/AllWallets/orderWallets';
import { formatDeepLink } from '../../../src/features/walletConnect/formatDeepLink';

const w = (id: string, extra: object = {}) => ({ id, name: id, ...extra });

describe('orderWallets', () => {
  test('default: featured, then recommended, then the rest, each in catalogue order', () => {
    const list = [
      w('a'),
      w('b', { recommended: true }),
      w('c', { featured: true }),
      w('d'),
      w('e', { featured: true }),
    ];
    expect(orderWallets(list).map((x) => x.id)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });

  test('parameters: query matches names, case- and accent-insensitive, trimmed', () => {
    const list = [w('MetaMask'), w('Zerion'), w('Zengö')];
    expect(orderWallets(list, '  ze ').map((x) => x.id)).toEqual(['Zerion', 'Zengö']);
    expect(orderWallets(list, 'ZENGO').map((x) => x.id)).toEqual(['Zengö']);
    expect(orderWallets(list, 'nothing')).toEqual([]);
  });
});

describe('bundled catalogue', () => {
  test('behavior: offline, 10–20 wallets, unique ids, no image URLs', async () => {
    const wallets = await loadWallets();
    expect(wallets).toBe(BUNDLED_WALLETS);
    expect(wallets.length).toBeGreaterThanOrEqual(10);
    expect(wallets.length).toBeLessThanOrEqual(20);
    expect(new Set(wallets.map((x) => x.id)).size).toBe(wallets.length);
    expect(wallets.filter((x) => x.imageUrl)).toEqual([]);
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
