import { createContext, useContext } from 'react';
import { PSEUDO_LOCALE, SUPPORTED_LOCALES, type WalletModalConfig } from '../../src/index';

/** Values of the theme toolbar; `system` leaves `themeMode` unset so the modal follows the OS. */
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeToolbarValue = (typeof THEME_MODES)[number];

/** Values of the locale toolbar: every catalogue, and the pseudo-locale. */
export const LOCALES = [...SUPPORTED_LOCALES, PSEUDO_LOCALE] as const;

/** The part of the modal config the toolbars control. */
export type ToolbarConfig = Pick<WalletModalConfig, 'themeMode' | 'locale'>;

/** Maps toolbar globals to config fields; unknown values fall back to the defaults. */
export function toolbarConfig(globals: Record<string, unknown>): ToolbarConfig {
  const theme = globals.theme;
  const locale =
    typeof globals.locale === 'string' && globals.locale.length >= 2 ? globals.locale : 'en';
  return theme === 'light' || theme === 'dark' ? { themeMode: theme, locale } : { locale };
}

/** Set by the preview decorator; read by the story helpers when they build a modal. */
export const ToolbarConfigContext = createContext<ToolbarConfig>({ locale: 'en' });

export function useToolbarConfig(): ToolbarConfig {
  return useContext(ToolbarConfigContext);
}
