/**
 * The checks of the SafeApp stories, one per story, for `suite(...)` in stories.test.tsx: the
 * Safe listed first on Connect; a proposed send saying so, with Done and no Send button.
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
  SendProposed: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' });
    const status = await within(dialog).findByText(
      'Transfer proposed to your Safe. Its owners confirm and execute it in the Safe app.',
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(dialog).getByText('0.01 ETH')).toBeTruthy();
  },
};
