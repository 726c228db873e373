/**
 * What the stories' checks share: finding the dialog and reading its rows, toasts, tabs and
 * the email login's fields, as a user sees them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

export async function findDialog(title = 'Connect Wallet') {
  return screen.findByRole('dialog', { name: title });
}

/** Waits for the dialog to close (a saga reacted to the click). */
export async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

export function rootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('.portico-root');
  if (!root) throw new Error('no .portico-root around the element');
  return root;
}

/** The wallet rows' text, in display order (name followed by its tags). */
export async function walletRows(scope: HTMLElement) {
  // The wallets' list (the social buttons have a list of their own).
  const lists = await within(scope).findAllByRole('list');
  const list = lists.find((l) => !l.closest('.portico-social')) ?? lists[0]!;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export const CONNECTORS = [
  'WalletConnect',
  'Coinbase WalletRecent',
  'MetaMaskInstalled',
  'PhantomInstalled',
];
/** The Connect view's rows: the connectors, then "All Wallets" (a pairing connector is there). */
export const CONNECT_ROWS = [...CONNECTORS, 'All Wallets'];

export async function expectToast(text: string, role: 'status' | 'alert', variant: string) {
  const dialog = await findDialog();
  const toast = (await within(dialog).findByText(text)).closest<HTMLElement>('.portico-toast');
  expect(toast).not.toBeNull();
  expect(toast!.getAttribute('role')).toBe(role);
  expect(toast!.dataset.variant).toBe(variant);
  expect(toast!.dataset.state).toBe('open');
}

/** Opens Account's tab `name` and returns the dialog. */
export async function openTab(name: string) {
  const dialog = await findDialog('Account');
  fireEvent.click(await within(dialog).findByRole('tab', { name }));
  expect(within(dialog).getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
  return dialog;
}

/** The activity's month headings, in order. */
export async function monthHeadings(scope: HTMLElement) {
  await within(scope).findAllByRole('heading', { level: 3 });
  return within(scope)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** The email field of Connect, with its value. */
export async function emailField(dialog: HTMLElement, value: string) {
  const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Email' });
  expect(field.value).toBe(value);
  expect(field.getAttribute('placeholder')).toBe('you@example.com');
  within(dialog).getByRole('button', { name: 'Continue' });
  return field;
}

/** No story makes the secure frame: its URL is unreachable. */
export function expectNoFrame() {
  expect(document.querySelector('iframe')).toBeNull();
}

/** When the story being checked was rendered (its times are taken at mount, just after). */
let renderedAt = 0;

/** Called just before a story is rendered. */
export function storyRendering() {
  renderedAt = Date.now();
}

/**
 * A countdown's text, and the whole seconds it says are left: the story's start value at most,
 * less no more than the whole seconds since the story was rendered (however long the machine
 * took to show it).
 */
export function expectSecondsLeft(text: string | null, pattern: RegExp, from: number) {
  const match = pattern.exec(text ?? '');
  expect(match).not.toBeNull();
  const seconds = Number(match![1]);
  const elapsed = Math.floor((Date.now() - renderedAt) / 1_000);
  expect(seconds).toBeLessThanOrEqual(from);
  expect(seconds).toBeGreaterThanOrEqual(from - elapsed);
}

export const COOLDOWN = /^Please try again after (\d+) seconds$/;
export const RESEND_IN = /^Resend code in (\d+) seconds?$/;
export const EMAIL_LOGIN = 'Continue with email';
export const CHANGE_EMAIL = 'Change email';

/** EmailLogin's Code field, and its alert (null without one). */
export async function codeField(title = EMAIL_LOGIN) {
  const dialog = await findDialog(title);
  const code = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Code' });
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');
  return { dialog, code, alert: within(dialog).queryByRole('alert') };
}

/**
 * EmailLogin's failure panel: its alert's text, and Try again back to Connect's email field
 * (holding the login's email).
 */
export async function expectLoginFailed(text: string | null, email = 'ada@example.com') {
  const dialog = await findDialog(EMAIL_LOGIN);
  await within(dialog).findByText('The email login did not go through', {
    selector: '.portico-status-title',
  });
  expect(within(dialog).queryByRole('alert')?.textContent ?? null).toBe(text);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await emailField(await findDialog(), email);
  expectNoFrame();
}
