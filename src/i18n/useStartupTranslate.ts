import { useMemo } from 'react';
import { selectLocale } from '../features/options/optionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { createCatalogueTranslator, type Translate } from './createCatalogueTranslator';
import { enStartup, type StartupMessageKey } from './enStartup';

// Locales add their startup subset here, next to their full catalogue in catalogues.ts.
const startupCatalogues: Readonly<Record<string, Readonly<Record<StartupMessageKey, string>>>> = {
  en: enStartup,
};

/** `useTranslate` for components rendered before the first open: startup strings only. */
export function useStartupTranslate(): Translate<StartupMessageKey> {
  const locale = usePorticoSelector(selectLocale);
  return useMemo(() => createCatalogueTranslator(locale, startupCatalogues, enStartup), [locale]);
}
