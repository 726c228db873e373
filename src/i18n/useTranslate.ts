import { useMemo } from 'react';
import { selectLocale } from '../features/options/optionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { createTranslator, type Translate } from './createTranslator';

export function useTranslate(): Translate {
  const locale = usePorticoSelector(selectLocale);
  return useMemo(() => createTranslator(locale), [locale]);
}
