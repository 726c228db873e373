import { isIntlLocale } from './isIntlLocale';
import { PSEUDO_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from './supportedLocales';

export interface ResolvedLocale {
  /** The tag for `Intl` and the `lang` attribute: the request where Intl knows it. */
  locale: string;
  /** The catalogue to show. */
  catalogue: SupportedLocale | typeof PSEUDO_LOCALE;
  /** Set when the request had no catalogue of its own language and region family. */
  fallback: boolean;
}

/** Tags whose nearest catalogue is not found by their language alone. */
const NEAREST: ReadonlyArray<[RegExp, SupportedLocale]> = [
  [/^pt(-|$)/, 'pt-BR'],
  [/^zh-(hant|tw|hk|mo)(-|$)/, 'zh-TW'],
  [/^zh(-|$)/, 'zh-CN'],
  [/^iw(-|$)/, 'he'],
  [/^in(-|$)/, 'id'],
];

/**
 * The catalogue for a requested tag: the exact locale, then the nearest one (pt → pt-BR,
 * zh-HK → zh-TW, de-AT → de), then English. A request in another region of a language we have
 * in one region only (pt-PT, zh-HK) or in a language we lack is a fallback: the caller warns.
 */
export function resolveLocale(requested: string): ResolvedLocale {
  const tag = requested.trim().replace(/_/g, '-');
  const lower = tag.toLowerCase();
  if (lower === PSEUDO_LOCALE.toLowerCase())
    return { locale: 'en', catalogue: PSEUDO_LOCALE, fallback: false };
  const locale = isIntlLocale(tag) ? tag : 'en';
  const exact = SUPPORTED_LOCALES.find((supported) => supported.toLowerCase() === lower);
  if (exact) return { locale, catalogue: exact, fallback: false };
  const language = lower.split('-')[0] ?? '';
  const plain = SUPPORTED_LOCALES.find((supported) => supported === language);
  if (plain) return { locale, catalogue: plain, fallback: false };
  const nearest = NEAREST.find(([pattern]) => pattern.test(lower))?.[1];
  if (nearest)
    return { locale, catalogue: nearest, fallback: !SUPPORTED_LOCALES.some((s) => s === lower) };
  return { locale: 'en', catalogue: 'en', fallback: true };
}
