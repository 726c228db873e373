import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { en, type Messages } from '../../src/i18n/en';
import { loadCatalogue } from '../../src/i18n/loadCatalogue';
import { messageVariables, pluralForms } from '../../src/i18n/parseMessage';
import { pseudoLocalize } from '../../src/i18n/pseudoLocalize';
import { SUPPORTED_LOCALES } from '../../src/i18n/supportedLocales';

const LOCALES = SUPPORTED_LOCALES.filter((tag) => tag !== 'en');
const KEYS = Object.keys(en) as (keyof Messages)[];

/** Texts allowed to equal English: names, symbols and words every language borrows. */
const SAME_AS_ENGLISH =
  /^(WalletConnect|Farcaster|Google|X|Discord|Apple|GitHub|Facebook|Email|E-?mail|NFTs?|OK|Ordinals|Stacks|Swap|Token|Tokens|Online|Wallet|Wallets|Name|Status|Details|Minimum|Maximum|Network|Max|Total|Auto|Web3|Bitcoin|Ethereum|Solana|Polkadot|Cosmos|ENS|Start|Info|Smart Account|Standard|Subtotal|Account|Code|Collection|Testnet|Error|Suggestions|you@example\.com)$/;

/** A format with no words of its own (`≈ {value}`, `{amount} {currency}`, `.{zone}`). */
const wordless = (text: string) => !/[A-Za-z]{2,}/.test(text.replace(/\{[^}]*\}/g, ''));

/** The locale's own texts, each key falling back to English as the translator does. */
async function catalogueOf(tag: (typeof LOCALES)[number]): Promise<Messages> {
  const messages = await loadCatalogue(tag);
  if (!messages) throw new Error(`no catalogue for ${tag}`);
  return { ...en, ...messages };
}

/** What may name a message key: src, adapters and the stories, catalogues aside. */
function sourceText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!path.endsWith(join('i18n', 'locales'))) walk(path);
      } else if (/\.tsx?$/.test(name) && !path.endsWith(join('i18n', 'en.ts'))) files.push(path);
    }
  };
  walk('src');
  walk('adapters');
  walk('storybook');
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('message catalogues', () => {
  it('behavior: en is no longer than needed: the source names every key, or its prefix', () => {
    const source = sourceText();
    // Keys built at runtime: t(`error.${code}`), t(`view.${view}.title`), …
    const prefixes = [...source.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!);
    const unused = KEYS.filter(
      (key) =>
        !source.includes(`'${key}'`) &&
        !source.includes(`"${key}"`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('default: 24 locales, en built in and 23 chunks', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(24);
    expect(new Set(SUPPORTED_LOCALES).size).toBe(24);
  });

  describe.each(LOCALES)('%s', (tag) => {
    it('behavior: has no key en lacks (a missing key falls back to English)', async () => {
      const messages = await catalogueOf(tag);
      expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
    });

    it('behavior: every message has the variables of its English one', async () => {
      const messages = await catalogueOf(tag);
      const mismatched = KEYS.filter(
        (key) => messageVariables(messages[key]).join() !== messageVariables(en[key]).join(),
      );
      expect(mismatched).toEqual([]);
    });

    it('behavior: every plural gives exactly the forms the language uses', async () => {
      const messages = await catalogueOf(tag);
      const categories = [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
      const wrong = KEYS.flatMap((key) =>
        Object.entries(pluralForms(messages[key]))
          .filter(
            ([, forms]) =>
              forms
                .filter((f) => !f.startsWith('='))
                .sort()
                .join() !== categories.join(),
          )
          .map(([name, forms]) => `${key} {${name}}: ${forms.join(' ')}`),
      );
      expect(wrong).toEqual([]);
    });

    it('behavior: is translated: no empty text, English left only for names', async () => {
      const messages = await catalogueOf(tag);
      const own = await loadCatalogue(tag);
      const untranslated = KEYS.filter((key) => own?.[key] !== undefined).filter(
        (key) =>
          messages[key].trim() === '' ||
          (messages[key] === en[key] && !SAME_AS_ENGLISH.test(en[key]) && !wordless(en[key])),
      );
      expect(untranslated).toEqual([]);
    });
  });

  it('behavior: the pseudo-locale accents every letter, keeps variables and is ~40 % longer', async () => {
    // Complete by construction; the key check below holds it to that.
    const pseudo = (await loadCatalogue('en-XA')) as Messages;
    expect(Object.keys(pseudo)).toEqual(KEYS);
    for (const key of KEYS) {
      expect(messageVariables(pseudo[key])).toEqual(messageVariables(en[key]));
    }
    expect(pseudo['connectButton.connect']).toMatch(/^Çöññéçţ~+ Ŵáļļéţ~+$/);
    const letters = (text: string) => text.replace(/[^\p{L}~]/gu, '').length;
    const ratio =
      KEYS.reduce((sum, key) => sum + letters(pseudo[key]), 0) /
      KEYS.reduce((sum, key) => sum + letters(en[key]), 0);
    expect(ratio).toBeGreaterThanOrEqual(1.4);
    expect(pseudoLocalize('Resend in {n, plural, one {# second} other {# seconds}}')).toBe(
      'Ŕéšéñð~~~ íñ~ {n, plural, one {# šéçöñð~~~} other {# šéçöñðš~~~}}',
    );
  });
});
