import { useMemo } from 'react';
import { selectLocale } from '../features/locale/localeSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { createNumberFormats, type NumberFormats } from './createNumberFormats';

/** Amounts, fiat and percentages in the active locale. */
export function useNumberFormats(): NumberFormats {
  const locale = usePorticoSelector(selectLocale);
  return useMemo(() => createNumberFormats(locale), [locale]);
}
