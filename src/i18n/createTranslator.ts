import { en, type LocaleMessages, type MessageKey } from './en';
import type { MessageParams } from './formatMessage';
import { translatorOver } from './translatorOver';

export type { MessageParams } from './formatMessage';
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

/**
 * The translator for the modal's views: `messages` is the active locale's catalogue (null for
 * English, which is built in); a key it lacks falls back to English.
 */
export function createTranslator(
  locale: string,
  messages: Readonly<LocaleMessages> | null,
): Translate {
  return translatorOver(en, locale, messages);
}
