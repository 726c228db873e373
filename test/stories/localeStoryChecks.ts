/**
 * The checks of the Locales stories, for `suite(...)` in the stories test files: the dialog titled
 * in the story's language, the layout's direction, addresses left to right inside Arabic, and
 * amounts in the locale's number format.
 */
import { screen, within } from '@testing-library/react';
import { en, type Messages } from '../../src/i18n/en';
import arOwn from '../../src/i18n/locales/ar';
import jaOwn from '../../src/i18n/locales/ja';
import { withEnglish } from '../support/withEnglish';

const ar = withEnglish(arOwn);
const ja = withEnglish(jaOwn);
import { pseudoLocalize } from '../../src/i18n/pseudoLocalize';

// Imported, not loaded in the check: an await there would let the story's own locale load
// land outside the testing library's waiting (an act() warning).
const CATALOGUES = {
  ar,
  ja,
  'en-XA': Object.fromEntries(
    Object.entries(en).map(([key, text]) => [key, pseudoLocalize(text)]),
  ) as Messages,
};

async function dialogIn(locale: keyof typeof CATALOGUES, titleKey: keyof Messages) {
  const messages = CATALOGUES[locale];
  const dialog = await screen.findByRole('dialog', { name: messages[titleKey] });
  const root = dialog.closest<HTMLElement>('.portico-root')!;
  expect(root.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  expect(root.getAttribute('lang')).toBe(locale === 'en-XA' ? 'en' : locale);
  return { dialog, messages };
}

/** No plain English word of ours is left (a string bypassed the catalogue); wallet names are data. */
function expectNoEnglishSentence(dialog: HTMLElement) {
  const text = dialog.textContent ?? '';
  expect(text).not.toMatch(/\b(the|and|your|with|Connect|Continue|Send|Account|Network)\b/);
}

export const localeChecks = {
  ConnectArabic: async () => {
    const { dialog, messages } = await dialogIn('ar', 'view.Connect.title');
    await within(dialog).findByText(messages['connect.walletsHeading']);
  },
  ConnectJapanese: async () => {
    const { dialog, messages } = await dialogIn('ja', 'view.Connect.title');
    await within(dialog).findByText(messages['connect.walletsHeading']);
  },
  ConnectPseudo: async () => {
    const { dialog } = await dialogIn('en-XA', 'view.Connect.title');
    await within(dialog).findByRole('textbox');
    expectNoEnglishSentence(dialog);
  },
  AccountArabic: async () => {
    const { dialog } = await dialogIn('ar', 'view.Account.title');
    // The address reads left to right inside the right-to-left view.
    const address = dialog.querySelector('.portico-address bdi');
    expect(address?.getAttribute('dir')).toBe('ltr');
    expect(address?.textContent).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
  },
  AccountJapanese: async () => {
    const { dialog, messages } = await dialogIn('ja', 'view.Account.title');
    await within(dialog).findByRole('tab', { name: messages['account.tab.tokens'] });
  },
  AccountPseudo: async () => {
    const { dialog } = await dialogIn('en-XA', 'view.Account.title');
    expectNoEnglishSentence(dialog);
  },
  ActivityArabic: async () => {
    await dialogIn('ar', 'view.Transactions.title');
  },
  ActivityJapanese: async () => {
    const { dialog } = await dialogIn('ja', 'view.Transactions.title');
    // Month headings by Intl in Japanese: "2026年11月".
    expect(dialog.textContent).toMatch(/\d{4}年\d{1,2}月/);
  },
  SendArabic: async () => {
    await dialogIn('ar', 'view.Send.title');
  },
  SendJapanese: async () => {
    await dialogIn('ja', 'view.Send.title');
  },
  SendPseudo: async () => {
    const { dialog } = await dialogIn('en-XA', 'view.Send.title');
    expectNoEnglishSentence(dialog);
  },
  SwapArabic: async () => {
    await dialogIn('ar', 'view.Swap.title');
  },
  SwapJapanese: async () => {
    await dialogIn('ja', 'view.Swap.title');
  },
  SwapPseudo: async () => {
    const { dialog } = await dialogIn('en-XA', 'view.Swap.title');
    expectNoEnglishSentence(dialog);
  },
};
