import { selectLocaleMessages } from '../features/locale/localeSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { enStartup, type StartupMessageKey } from './enStartup';

/**
 * `useTranslate` for components rendered before the first open (the connect button): the
 * active catalogue's startup strings, English until it has loaded. No variables, no plurals,
 * so the formatter stays out of the host's initial bundle.
 */
export function useStartupTranslate(): (key: StartupMessageKey) => string {
  const messages = usePorticoSelector(selectLocaleMessages);
  return (key) => messages?.[key] ?? enStartup[key];
}
