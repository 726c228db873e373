import { useMemo, useSyncExternalStore } from 'react';
import { selectLocale, selectLocaleMessages } from '../features/locale/localeSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { createModuleLoader } from '../utils/createModuleLoader';
import type { Translate } from './createTranslator';
import { enFirstOpen } from './enFirstOpen';
import { translatorOver } from './translatorOver';

/** The whole English catalogue, imported on a first-open component's first key outside `enFirstOpen`. */
export const wholeEnglish = createModuleLoader(() => import('./en'));
const whenEnglishLoaded = (onLoaded: () => void) => {
  let live = true;
  void wholeEnglish.loaded().then(() => live && onLoaded());
  return () => {
    live = false;
  };
};
const loadedEnglish = () => wholeEnglish.get()?.en ?? null;

/**
 * `useTranslate` for a first-open component whose keys can be any of the catalogue's (a toast
 * or an alert says what any feature raised): a key outside `enFirstOpen` imports the rest of English, and
 * the component renders again once it is in; meanwhile that key reads as nothing, never as
 * the bare key.
 */
export function useCatalogueTranslate(): Translate {
  const locale = usePorticoSelector(selectLocale);
  const messages = usePorticoSelector(selectLocaleMessages);
  const full = useSyncExternalStore(whenEnglishLoaded, loadedEnglish, loadedEnglish);
  return useMemo(() => {
    if (full) return translatorOver(full, locale, messages);
    const firstOpen = translatorOver(enFirstOpen, locale, messages);
    return (key, params) => {
      if (key in enFirstOpen || (messages && key in messages)) return firstOpen(key, params);
      wholeEnglish.load().catch(() => undefined); // a failed import is tried again by the next render
      return '';
    };
  }, [full, locale, messages]);
}
