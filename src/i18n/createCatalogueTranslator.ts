import type { MessageKey } from './en';

export type MessageParams = Record<string, string | number>;
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

/** Picks the catalogue for `locale` (exact tag, then language, then `fallback`). */
export function createCatalogueTranslator<K extends string>(
  locale: string,
  byLocale: Readonly<Record<string, Readonly<Record<K, string>>>>,
  fallback: Readonly<Record<K, string>>,
): Translate<K> {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const messages = byLocale[locale] ?? byLocale[language] ?? fallback;
  return (key, params) => {
    const template: string = messages[key] ?? fallback[key] ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
