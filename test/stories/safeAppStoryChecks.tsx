/**
 * The checks of the SafeApp stories, for `suite(...)` in the stories test files: the Safe listed
 * first on Connect.
 */
import { screen, within } from '@testing-library/react';

export const safeAppChecks = {
  ConnectInsideSafe: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    const lists = await within(dialog).findAllByRole('list');
    const list = lists.find((l) => !l.closest('.portico-social')) ?? lists[0]!;
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows[0]).toMatch(/^Safe/);
    expect(rows.slice(1, 3)).toEqual(['WalletConnect', 'Coinbase WalletRecent']);
  },
};
