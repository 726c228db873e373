import { en, type LocaleMessages } from './en';
import { pseudoLocalize } from './pseudoLocalize';
import type { ResolvedLocale } from './resolveLocale';
import type { SupportedLocale } from './supportedLocales';

/** One chunk per locale: only the active one is ever fetched. */
const CHUNKS: Readonly<
  Record<Exclude<SupportedLocale, 'en'>, () => Promise<{ default: LocaleMessages }>>
> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  it: () => import('./locales/it'),
  'pt-BR': () => import('./locales/pt-BR'),
  nl: () => import('./locales/nl'),
  pl: () => import('./locales/pl'),
  tr: () => import('./locales/tr'),
  ru: () => import('./locales/ru'),
  uk: () => import('./locales/uk'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  fa: () => import('./locales/fa'),
  ur: () => import('./locales/ur'),
  hi: () => import('./locales/hi'),
  id: () => import('./locales/id'),
  th: () => import('./locales/th'),
  vi: () => import('./locales/vi'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  sw: () => import('./locales/sw'),
};

/** The catalogue to show for a resolved locale; null means the built-in English. */
export async function loadCatalogue(
  catalogue: ResolvedLocale['catalogue'],
): Promise<LocaleMessages | null> {
  if (catalogue === 'en') return null;
  if (catalogue === 'en-XA')
    return Object.fromEntries(
      Object.entries(en).map(([key, text]) => [key, pseudoLocalize(text)]),
    ) as LocaleMessages;
  return (await CHUNKS[catalogue]()).default;
}
