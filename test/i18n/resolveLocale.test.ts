import { resolveLocale } from '../../src/i18n/resolveLocale';

describe('resolveLocale', () => {
  it.each([
    ['ar', 'ar', 'ar', false],
    ['pt-BR', 'pt-BR', 'pt-BR', false],
    ['PT-br', 'PT-br', 'pt-BR', false],
    ['zh_TW', 'zh-TW', 'zh-TW', false],
    ['de-AT', 'de-AT', 'de', false],
    ['en-GB', 'en-GB', 'en', false],
    ['pt', 'pt', 'pt-BR', true],
    ['pt-PT', 'pt-PT', 'pt-BR', true],
    ['zh-HK', 'zh-HK', 'zh-TW', true],
    ['zh-Hant', 'zh-Hant', 'zh-TW', true],
    ['zh', 'zh', 'zh-CN', true],
    ['zh-SG', 'zh-SG', 'zh-CN', true],
    ['iw', 'iw', 'he', true],
    ['xx', 'en', 'en', true],
    ['nb-NO', 'en', 'en', true],
    ['not a tag', 'en', 'en', true],
  ])(
    'behavior: %s shows as %s with the %s catalogue (fallback %s)',
    (asked, locale, catalogue, fallback) => {
      expect(resolveLocale(asked)).toEqual({ locale, catalogue, fallback });
    },
  );

  it('behavior: en-XA is the pseudo-locale, formatted as English', () => {
    expect(resolveLocale('en-XA')).toEqual({ locale: 'en', catalogue: 'en-XA', fallback: false });
  });
});
