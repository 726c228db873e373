import { createTranslator } from '../../src/i18n/createTranslator';
import { en } from '../../src/i18n/en';
import { createMessageFormatter } from '../../src/i18n/formatMessage';
import {
  MessageSyntaxError,
  messageVariables,
  parseMessage,
  pluralForms,
} from '../../src/i18n/parseMessage';

const SIX =
  '{n, plural, zero {zero} one {one} two {two} few {few #} many {many #} other {other #}}';

describe('message formatting', () => {
  it('behavior: Arabic picks each of its six plural forms', () => {
    const format = createMessageFormatter('ar', false);
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 102].map((n) => format(SIX, { n }).split(' ')[0]);
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
  });

  it('behavior: Russian one/few/many, Japanese only other, English one/other', () => {
    const ru = createMessageFormatter('ru', false);
    const template =
      '{n, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}';
    expect([1, 2, 5, 21, 22, 25].map((n) => ru(template, { n }))).toEqual([
      '1 секунду',
      '2 секунды',
      '5 секунд',
      '21 секунду',
      '22 секунды',
      '25 секунд',
    ]);
    expect(createMessageFormatter('ja', false)('{n, plural, other {#秒}}', { n: 1 })).toBe('1秒');
    const t = createTranslator('en', null);
    expect(t('emailLogin.resendIn', { n: 1 })).toBe('Resend code in 1 second');
    expect(t('emailLogin.resendIn', { n: 30 })).toBe('Resend code in 30 seconds');
  });

  it('behavior: an exact =N form wins over the category; # is the number in the locale', () => {
    const format = createMessageFormatter('de', false);
    const template = '{n, plural, =0 {keine} one {eine} other {# Stück}}';
    expect(format(template, { n: 0 })).toBe('keine');
    expect(format(template, { n: 1 })).toBe('eine');
    expect(format(template, { n: 12345 })).toBe('12.345 Stück');
    expect(createMessageFormatter('en', false)('{n} left', { n: 12345 })).toBe('12,345 left');
  });

  it('behavior: in a right-to-left locale variables are isolated, so an address keeps its order', () => {
    const format = createMessageFormatter('ar', true);
    expect(format('المرسل {address}.', { address: '0xAbC' })).toBe('المرسل \u20680xAbC\u2069.');
    expect(createMessageFormatter('en', false)('From {address}.', { address: '0xAbC' })).toBe(
      'From 0xAbC.',
    );
    const he = createTranslator('he', null);
    expect(he('account.network', { network: 'Ethereum' })).toBe('Network: \u2068Ethereum\u2069');
  });

  it('behavior: a missing variable stays visible rather than vanishing', () => {
    expect(createMessageFormatter('en', false)('Send {amount} {symbol}', { amount: '1' })).toBe(
      'Send 1 {symbol}',
    );
  });

  it('behavior: a key missing from a catalogue falls back to English', () => {
    const t = createTranslator('fr', { 'modal.close': 'Fermer' } as never);
    expect(t('modal.close')).toBe('Fermer');
    expect(t('modal.back')).toBe(en['modal.back']);
  });

  it('errors: unbalanced braces and unknown argument types are syntax errors', () => {
    expect(() => parseMessage('Hello {name')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('Hello }')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('{n, select, a {x} other {y}}')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('{n, plural, lots {x} other {y}}')).toThrow(MessageSyntaxError);
  });

  it('behavior: variables and plural forms are listed for the completeness check', () => {
    expect(messageVariables('{b} and {n, plural, one {# {a}} other {# {a}s}}')).toEqual([
      'a',
      'b',
      'n',
    ]);
    expect(pluralForms(SIX)).toEqual({ n: ['zero', 'one', 'two', 'few', 'many', 'other'] });
  });
});
