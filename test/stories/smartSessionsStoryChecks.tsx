/**
 * The checks of the SmartSessions stories, one per story, for `suite(...)` in the stories test files:
 * what a user reads and clicks: the loading line, the failure and Retry, the rows with their
 * project, permissions and expiry or state, Revoke (or Revoking…) and a refused revocation.
 */
import { fireEvent, screen, within } from '@testing-library/react';

const TITLE = 'Smart sessions';

const dialog = () => screen.findByRole('dialog', { name: TITLE });

/** Each row's text, in order. */
async function rows() {
  const list = await within(await dialog()).findByRole('list', { name: TITLE });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item);
}

async function expectListed() {
  const [active, expired, revoked] = await rows();
  expect(active!.textContent).toMatch(
    /^Portico demoPermissions: contract-call, native-token-recurring-allowanceExpires .*2030/,
  );
  expect(within(expired!).getByText('Expired')).toBeTruthy();
  expect(within(expired!).queryByRole('button')).toBeNull();
  expect(within(revoked!).getByText('Revoked')).toBeTruthy();
  expect(within(revoked!).queryByRole('button')).toBeNull();
  return active!;
}

export const smartSessionsChecks = {
  Loading: async () => {
    expect((await within(await dialog()).findByRole('status')).textContent).toBe(
      'Loading sessions…',
    );
  },
  Failed: async () => {
    const view = await dialog();
    expect((await within(view).findByRole('alert')).textContent).toBe(
      'Sessions could not be loaded',
    );
    fireEvent.click(within(view).getByRole('button', { name: 'Try again' }));
    // Retry fetches again (the story's API never answers).
    expect((await within(view).findByRole('status')).textContent).toBe('Loading sessions…');
  },
  Empty: async () => {
    await within(await dialog()).findByText('No smart sessions yet');
  },
  Listed: async () => {
    const active = await expectListed();
    const revoke = within(active).getByRole<HTMLButtonElement>('button', {
      name: 'Revoke the session of Portico demo',
    });
    expect(revoke.textContent).toBe('Revoke');
    expect(revoke.disabled).toBe(false);
  },
  Revoking: async () => {
    const active = await expectListed();
    const button = within(active).getByRole<HTMLButtonElement>('button', { name: 'Revoking…' });
    expect(button.disabled).toBe(true);
  },
  RevokeRejected: async () => {
    const active = await expectListed();
    expect(within(active).getByRole('alert').textContent).toBe(
      'The revocation was rejected in the wallet',
    );
    expect(
      within(active).getByRole('button', { name: 'Revoke the session of Portico demo' }),
    ).toBeTruthy();
  },
  AccountRow: async () => {
    const account = await screen.findByRole('dialog', { name: 'Account' });
    fireEvent.click(await within(account).findByRole('button', { name: 'Smart sessions' }));
    await expectListed();
  },
};
