import type { PorticoState } from '../PorticoState';

/** The tag `Intl`, `lang` and `dir` follow: the locale whose catalogue is shown. */
export const selectLocale = (state: PorticoState) => state.locale.locale;
export const selectLocaleMessages = (state: PorticoState) => state.locale.messages;
