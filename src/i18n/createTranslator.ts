import { en, type LocaleMessages, type MessageKey } from './en';
import { createMessageFormatter, type MessageParams } from './formatMessage';
import { isIntlLocale } from './isIntlLocale';
import { localeDirection } from './localeDirection';

export type { MessageParams } from './formatMessage';
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

/**
 * The translator for the modal: `messages` is the active locale's catalogue (null for English,
 * which is built in); a key it lacks falls back to English.
 */
export function createTranslator(
  locale: string,
  messages: Readonly<LocaleMessages> | null,
): Translate {
  // One translator per locale and catalogue, shared by every view that asks (each would
  // otherwise parse and build its own Intl objects as it mounts, on the click's path).
  const byLocale = messages
    ? (shared.get(messages) ?? new Map<string, Translate>())
    : sharedEnglish;
  if (messages) shared.set(messages, byLocale);
  let translate = byLocale.get(locale);
  if (!translate) {
    const format = createMessageFormatter(
      isIntlLocale(locale) ? locale : 'en',
      localeDirection(locale) === 'rtl',
    );
    translate = (key, params) => format(messages?.[key] ?? en[key] ?? key, params);
    byLocale.set(locale, translate);
  }
  return translate;
}

const shared = new WeakMap<Readonly<LocaleMessages>, Map<string, Translate>>();
const sharedEnglish = new Map<string, Translate>();
