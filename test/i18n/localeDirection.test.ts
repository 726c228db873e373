import { localeDirection } from '../../src/i18n/localeDirection';

describe('localeDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa_IR', 'rtl'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
    ['de-DE', 'ltr'],
    ['ja', 'ltr'],
  ])('behavior: %s is written %s', (locale, dir) => {
    expect(localeDirection(locale)).toBe(dir);
  });
});
