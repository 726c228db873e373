import { en, type MessageKey, type Messages } from './en';
import { createMessageFormatter, type MessageParams } from './formatMessage';
import { localeDirection } from './localeDirection';

export type { MessageParams } from './formatMessage';
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

/**
 * The translator for the modal: `messages` is the active locale's catalogue (null for English,
 * which is built in); a key it lacks falls back to English.
 */
export function createTranslator(locale: string, messages: Readonly<Messages> | null): Translate {
  let format: ReturnType<typeof createMessageFormatter>;
  try {
    format = createMessageFormatter(locale, localeDirection(locale) === 'rtl');
  } catch {
    // A tag Intl refuses: English rules rather than a crash.
    format = createMessageFormatter('en', false);
  }
  return (key, params) => format(messages?.[key] ?? en[key] ?? key, params);
}
