import { createNumberFormats } from '../../src/i18n/createNumberFormats';

describe('number formats', () => {
  it('behavior: an amount keeps every digit of its decimal string, grouped as the locale writes it', () => {
    expect(createNumberFormats('en').amount('10000.987')).toBe('10,000.987');
    expect(createNumberFormats('de').amount('1234567.891')).toBe('1.234.567,891');
    expect(createNumberFormats('fr').amount('1234.5')).toMatch(/^1\s234,5$/);
    // No float: 18 decimals and a huge integer survive untouched.
    expect(createNumberFormats('en').amount('123456789012345678901.123456789012345678')).toBe(
      '123,456,789,012,345,678,901.123456789012345678',
    );
    expect(createNumberFormats('en').amount('0.000')).toBe('0.000');
  });

  it('behavior: the below-display marker and unparseable text pass through', () => {
    expect(createNumberFormats('de').amount('<0.000001')).toBe('<0,000001');
    expect(createNumberFormats('en').amount('n/a')).toBe('n/a');
  });

  it('behavior: fiat in the locale’s currency format, percentages with fixed places', () => {
    expect(createNumberFormats('en').fiat(10000)).toBe('$10,000.00');
    expect(createNumberFormats('de').fiat(10000)).toMatch(/^10\.000,00\s\$$/);
    expect(createNumberFormats('en').fixed(0.355, 2)).toBe('0.36');
    expect(createNumberFormats('fa').fixed(1.5, 2)).toBe('۱٫۵۰');
  });

  it('parameters: the decimal separator of each locale', () => {
    expect(createNumberFormats('en').decimalSeparator).toBe('.');
    expect(createNumberFormats('de').decimalSeparator).toBe(',');
    expect(createNumberFormats('ru').decimalSeparator).toBe(',');
    expect(createNumberFormats('ja').decimalSeparator).toBe('.');
  });

  it('errors: a tag Intl refuses formats as English rather than throwing', () => {
    expect(createNumberFormats('not a tag').amount('1234.5')).toBe('1,234.5');
  });
});
