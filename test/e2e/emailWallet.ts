import { expect, type Locator, type Page } from '@playwright/test';
import { callControl } from '../stack/callControl';
import { FAULTS } from '../stack/secure-site/faults.mjs';
import type { SecureSiteMail } from '../stack/secure-site/startSecureSite.mjs';
import { openWithConnectButton } from './fixtures';
import { accountStatus, connectedAddress, readStack } from './wallet';

/** The secure-site stand-in's URLs, as the demo server describes its stack. */
export async function secureSite(page: Page) {
  const stack = await readStack(page.request);
  if (!stack.secureSiteUrl || !stack.secureSiteControlUrl) throw new Error('no secure site');
  return { frameUrl: stack.secureSiteUrl, control: stack.secureSiteControlUrl };
}

/** A fresh address per test: the stand-in is shared, and codes are per address. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

export const mails = (control: string) => callControl<SecureSiteMail[]>(`${control}/mail`);

/** The newest mail to `to` after the first `seen` of them, waiting for it to arrive. */
export async function nextMail(control: string, to: string, seen: number): Promise<SecureSiteMail> {
  let found: SecureSiteMail | undefined;
  await expect
    .poll(async () => {
      const inbox = (await mails(control)).filter((mail) => mail.to === to);
      found = inbox.length > seen ? inbox.at(-1) : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export const mailCount = async (control: string, to: string) =>
  (await mails(control)).filter((mail) => mail.to === to).length;

/** Opens the modal on Connect and types `email` in its email field, then Continue. */
export async function submitEmail(page: Page, email: string): Promise<Locator> {
  await openWithConnectButton(page);
  // Any dialog: its name follows the view (Connect, then the login's).
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Continue', exact: true }).click();
  return modal;
}

/**
 * A full first login in a fresh page: the device link from the mail opened (the test process
 * plays the user's mail client), then the code typed. Resolves with the wallet's address.
 */
export async function loginWithEmail(page: Page, email: string): Promise<string> {
  const { control } = await secureSite(page);
  const before = await mailCount(control, email);
  const modal = await submitEmail(page, email);
  await expect(
    modal.getByText(`Approve this device from the mail we sent to ${email}.`),
  ).toBeVisible();
  const deviceMail = await nextMail(control, email, before);
  expect(deviceMail.link).toBeTruthy();
  expect((await fetch(deviceMail.link!)).ok).toBe(true);
  const codeMail = await nextMail(control, email, before + 1);
  await modal.getByLabel('Code').fill(codeMail.code!);
  await expect(accountStatus(page)).toHaveText('connected');
  return connectedAddress(page);
}

/**
 * How far (px, the largest of the four edges) the secure frame sits from the approval view's
 * slot it should cover; null while either is missing.
 */
export const frameOffSlot = (page: Page) =>
  page.evaluate(() => {
    const frame = document.getElementById('w3m-iframe');
    const slot = document.querySelector('.portico-approve-slot');
    if (!frame || !slot) return null;
    const [a, b] = [frame.getBoundingClientRect(), slot.getBoundingClientRect()];
    return Math.max(
      ...(['top', 'left', 'right', 'bottom'] as const).map((k) => Math.abs(a[k] - b[k])),
    );
  });

/** The secure frame's approval prompt (inside the cross-origin frame). */
export const approvalPrompt = (page: Page) => page.frameLocator('#w3m-iframe');

/** Every fault of the secure site off (the switches are set one by one and stay set). */
export async function resetSecureSiteFaults(page: Page): Promise<void> {
  const { control } = await secureSite(page);
  await callControl(`${control}/faults`, Object.fromEntries(FAULTS.map((name) => [name, false])));
}

/** A path of the secure site's API (`/api/<path>`), as the URL of a request the frame makes. */
export const siteApi = (path: string): RegExp =>
  new RegExp(`/api/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
