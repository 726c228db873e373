/**
 * The checks of the names stories (RegisterAccountName and RegisterAccountNameSuccess), one per
 * story, for `suite(...)` in the stories test files: what a user (and an end-to-end test) reads and
 * clicks: the labelled field, the alerts, the status line, the suggestion and Register buttons.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

const REGISTER_TITLE = 'Register a name';

async function form(title = REGISTER_TITLE) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Name' });
  const register = within(dialog).getByRole<HTMLButtonElement>('button', {
    name: /^(Register|Registering…)$/,
  });
  return { dialog, field, register };
}

/** The dialog's alerts' texts. */
const alerts = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);

/** The availability line (role status) and its text. */
function availability(dialog: HTMLElement) {
  const line = dialog.querySelector<HTMLElement>('.portico-name-availability');
  expect(line?.getAttribute('role')).toBe('status');
  return line!.textContent;
}

/** The suggestion buttons' names. */
const suggestionButtons = (dialog: HTMLElement) => {
  const section = within(dialog).queryByRole('region', { name: 'Suggestions' });
  return section
    ? within(section)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

async function expectRefused(text: string) {
  const dialog = await screen.findByRole('dialog', { name: REGISTER_TITLE });
  expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
  expect(within(dialog).queryByRole('textbox')).toBeNull();
  expect(within(dialog).queryByRole('button', { name: 'Register' })).toBeNull();
}

export const registerAccountNameChecks = {
  Empty: async () => {
    const { dialog, field, register } = await form();
    expect(field.value).toBe('');
    within(dialog).getByText('.portico');
    within(dialog).getByText('Letters, digits and hyphens, at least 4 characters');
    expect(register.disabled).toBe(true);
    expect(alerts(dialog)).toEqual([]);
  },
  InvalidCharacters: async () => {
    const { dialog, field, register } = await form();
    expect(field.value).toBe('ada_lovelace');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(alerts(dialog)).toEqual(['Use only letters, digits and hyphens.']);
    expect(register.disabled).toBe(true);
  },
  TooShort: async () => {
    const { dialog, register } = await form();
    expect(alerts(dialog)).toEqual(['Use at least 4 characters.']);
    expect(register.disabled).toBe(true);
  },
  BothRules: async () => {
    const { dialog } = await form();
    expect(alerts(dialog)).toEqual([
      'Use only letters, digits and hyphens. Use at least 4 characters.',
    ]);
  },
  Checking: async () => {
    const { dialog, register } = await form();
    expect(availability(dialog)).toBe('Checking ada-lovelace.portico…');
    expect(dialog.querySelector('.portico-name-availability')!.getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(register.disabled).toBe(true);
  },
  Available: async () => {
    const { dialog, field, register } = await form();
    expect(availability(dialog)).toBe('ada-lovelace.portico is available');
    expect(suggestionButtons(dialog)).toEqual([
      'ada-lovelace1.portico',
      'ada-lovelace-wallet.portico',
    ]);
    expect(register.disabled).toBe(false);
    expect(alerts(dialog)).toEqual([]);
    // A suggestion fills the field and is checked in turn.
    fireEvent.click(within(dialog).getByRole('button', { name: 'ada-lovelace1.portico' }));
    await waitFor(() => expect(field.value).toBe('ada-lovelace1'));
    await waitFor(() => expect(availability(dialog)).toBe('Checking ada-lovelace1.portico…'));
    expect(register.disabled).toBe(true);
  },
  Taken: async () => {
    const { dialog, register } = await form();
    expect(availability(dialog)).toBe('ada-lovelace.portico is taken');
    expect(suggestionButtons(dialog)).toHaveLength(2);
    expect(register.disabled).toBe(true);
  },
  LookupFailed: async () => {
    const { dialog, register } = await form();
    expect(alerts(dialog)).toEqual(['Error resolving name']);
    expect(suggestionButtons(dialog)).toEqual([]);
    expect(register.disabled).toBe(true);
  },
  SuggestionsFailed: async () => {
    const { dialog, register } = await form();
    expect(availability(dialog)).toBe('ada-lovelace.portico is available');
    expect(alerts(dialog)).toEqual(['Error fetching name suggestions']);
    expect(register.disabled).toBe(false);
  },
  Registering: async () => {
    const { dialog, field, register } = await form();
    expect(register.textContent).toBe('Registering…');
    expect(register.disabled).toBe(true);
    expect(field.readOnly).toBe(true);
    within(dialog).getByText('Sign the message in your wallet to register ada-lovelace.portico.');
  },
  RegistrationFailed: async () => {
    const { dialog, register } = await form();
    expect(alerts(dialog)).toEqual([
      'Error registering name ada-lovelace.portico: Name ada-lovelace.portico is already registered',
    ]);
    expect(register.disabled).toBe(false);
  },
  NotAuthConnector: () => expectRefused('Address or auth connector not found'),
  NetworkNotFound: () => expectRefused('Network not found'),
  NoApi: async () => {
    const dialog = await screen.findByRole('dialog', { name: REGISTER_TITLE });
    await within(dialog).findByText('Names are not available in this app');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
  AccountEntry: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    await within(dialog).findByText('ada.portico');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register a name' }));
    const { field, register } = await form();
    expect(field.value).toBe('');
    expect(register.disabled).toBe(true);
  },
  AccountReverseFailed: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    const note = await within(dialog).findByText('Error fetching names for address');
    expect(note.getAttribute('role')).toBe('status');
    within(dialog).getByRole('button', { name: 'Register a name' });
  },
};

export const registerAccountNameSuccessChecks = {
  Registered: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Name registered' });
    await within(dialog).findByText('ada-lovelace.portico is now your name');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to account' }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await within(account).findByText('ada-lovelace.portico');
  },
};
