import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { selectLocale } from '../features/locale/localeSelectors';
import { selectThemeMode, selectThemeVariables } from '../features/options/optionsSelectors';
import { localeDirection } from '../i18n/localeDirection';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { toCssVariables } from '../theme/themeVariables';

/**
 * The modal's root element: theme mode, text direction and the host's theme variables.
 * Variables are written through CSSOM in an effect, never as a style attribute, so a strict
 * CSP (no 'unsafe-inline') never blocks them.
 */
export function ThemeScope({ children, embedded }: { children: ReactNode; embedded: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const themeMode = usePorticoSelector(selectThemeMode);
  const variables = usePorticoSelector(selectThemeVariables);
  const locale = usePorticoSelector(selectLocale);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const entries = toCssVariables(variables);
    for (const [name, value] of entries) el.style.setProperty(name, value);
    return () => {
      for (const [name] of entries) el.style.removeProperty(name);
    };
  }, [variables]);

  return (
    <div
      ref={ref}
      className="portico-root"
      data-theme-mode={themeMode}
      data-embedded={embedded ? '' : undefined}
      dir={localeDirection(locale)}
      lang={locale}
    >
      {children}
    </div>
  );
}
