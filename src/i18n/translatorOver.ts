import { createMessageFormatter, type MessageParams } from './formatMessage';
import { isIntlLocale } from './isIntlLocale';
import { localeDirection } from './localeDirection';

export type { MessageParams } from './formatMessage';

/** An English table: the whole catalogue (`en`) or the part the first open needs. */
type English = Readonly<Record<string, string>>;
type Catalogue = Readonly<Partial<Record<string, string>>>;

/**
 * The translator over `english` for `locale`: `messages` is the active locale's catalogue (null
 * for English); a key it lacks falls back to `english`, a key neither has is shown as itself.
 */
export function translatorOver(
  english: English,
  locale: string,
  messages: Catalogue | null,
): (key: string, params?: MessageParams) => string {
  // One translator per table, locale and catalogue, shared by every view that asks (each would
  // otherwise parse and build its own Intl objects as it mounts, on the click's path).
  let byCatalogue = shared.get(english);
  if (!byCatalogue) shared.set(english, (byCatalogue = new WeakMap()));
  const key = messages ?? NO_CATALOGUE;
  let byLocale = byCatalogue.get(key);
  if (!byLocale) byCatalogue.set(key, (byLocale = new Map()));
  let translate = byLocale.get(locale);
  if (!translate) {
    const format = createMessageFormatter(
      isIntlLocale(locale) ? locale : 'en',
      localeDirection(locale) === 'rtl',
    );
    translate = (id, params) => format(messages?.[id] ?? english[id] ?? id, params);
    byLocale.set(locale, translate);
  }
  return translate;
}

type Translator = (key: string, params?: MessageParams) => string;
const NO_CATALOGUE: Catalogue = {};
const shared = new WeakMap<English, WeakMap<Catalogue, Map<string, Translator>>>();
