import { en, type Messages } from './en';

/** Catalogues by language tag. Locales without one fall back to English strings. */
export const catalogues: Readonly<Record<string, Messages>> = { en };

/** Languages written right to left: the modal mirrors its layout for them. */
const RTL_LANGUAGES = new Set(['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
