import { catalogues } from './catalogues';
import { en, type MessageKey } from './en';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Picks the catalogue for `locale` (exact tag, then language, then English). */
export function createTranslator(locale: string): Translate {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  const messages = catalogues[locale] ?? catalogues[language] ?? en;
  return (key, params) => {
    const template: string = messages[key] ?? en[key] ?? key;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  };
}
