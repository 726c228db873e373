import { en, type LocaleMessages, type Messages } from '../../src/i18n/en';

/** A translated catalogue as the modal shows it: each key it lacks in English. */
export function withEnglish(messages: LocaleMessages | null | undefined): Messages {
  return { ...en, ...messages };
}
