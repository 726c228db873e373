import { useMemo } from 'react';
import { selectLocale, selectLocaleMessages } from '../features/locale/localeSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { createTranslator, type Translate } from './createTranslator';

/** The active locale's translator: views re-render with the new one when the locale changes. */
export function useTranslate(): Translate {
  const locale = usePorticoSelector(selectLocale);
  const messages = usePorticoSelector(selectLocaleMessages);
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
