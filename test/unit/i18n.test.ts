import { localeDirection } from '../../src/i18n/catalogues';
import { createTranslator } from '../../src/i18n/createTranslator';
import { en } from '../../src/i18n/en';

describe('i18n', () => {
  it('behavior: translates from the English catalogue and fills placeholders', () => {
    const t = createTranslator('en-GB');
    expect(t('view.Connect.title')).toBe('Connect Wallet');
    expect(createTranslator('en').length).toBeDefined();
  });

  it('behavior: unknown locales fall back to English strings', () => {
    expect(createTranslator('xx')('modal.close')).toBe(en['modal.close']);
  });

  it.each([
    ['ar', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa_IR', 'rtl'],
    ['en', 'ltr'],
    ['de-DE', 'ltr'],
  ])('behavior: %s is written %s', (locale, dir) => {
    expect(localeDirection(locale)).toBe(dir);
  });
});
