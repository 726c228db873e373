/** The locales with a catalogue: `en` is built in, each other one is a chunk of its own. */
export const SUPPORTED_LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'fa',
  'ur',
  'hi',
  'id',
  'th',
  'vi',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'sw',
] as const;

/** Accented English about 40 % longer (`en-XA`, as Android and Chrome name it): clipped text shows. */
export const PSEUDO_LOCALE = 'en-XA';

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
