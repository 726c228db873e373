import { useMemo } from 'react';
import { selectLocale, selectLocaleMessages } from '../features/locale/localeSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import type { Translate } from './createTranslator';
import { enFirstOpen, type FirstOpenMessageKey } from './enFirstOpen';
import { translatorOver } from './translatorOver';

/**
 * `useTranslate` for the first open's components (the shell, the Connect view): English from
 * `enFirstOpen` only, so the rest of the catalogue stays out of the first open's chunks. Its
 * type admits only those keys: a key the first open lacks does not type-check.
 */
export function useFirstOpenTranslate(): Translate<FirstOpenMessageKey> {
  const locale = usePorticoSelector(selectLocale);
  const messages = usePorticoSelector(selectLocaleMessages);
  return useMemo(() => translatorOver(enFirstOpen, locale, messages), [locale, messages]);
}
