import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LocaleMessages } from '../../i18n/en';
import type { StateOf } from '../PorticoState';

/**
 * The modal's language. English is built in; any other catalogue is a chunk fetched when the
 * locale is asked for, and until it arrives the modal keeps showing the previous one, so a
 * runtime switch never blanks a view or loses its state.
 */
interface LocaleState {
  /** The tag the host asked for (config, `<html lang>`, the browser, or `setLocale`). */
  requested: string;
  /** The tag shown: `Intl` formats and the `lang` and `dir` attributes follow it. */
  locale: string;
  /** The catalogue in use; null for the built-in English. */
  messages: LocaleMessages | null;
  status: 'loading' | 'ready';
}

/** English requests (en, en-GB) need no chunk; the pseudo-locale en-XA does. */
function needsCatalogue(tag: string): boolean {
  return !/^en(-(?!xa\b)|$)/i.test(tag);
}

export function initialLocaleState(requested: string): LocaleState {
  return needsCatalogue(requested)
    ? { requested, locale: 'en', messages: null, status: 'loading' }
    : { requested, locale: requested, messages: null, status: 'ready' };
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState('en'),
  reducers: {
    /** The host asked for a language (`modal.setLocale`, or the start with a non-English one). */
    localeRequested: (state, action: PayloadAction<string>) => {
      state.requested = action.payload;
      if (needsCatalogue(action.payload)) state.status = 'loading';
      else Object.assign(state, initialLocaleState(action.payload));
    },
    /** The requested language's catalogue arrived (or its nearest, or English). */
    localeLoaded: (
      state,
      action: PayloadAction<{ requested: string; locale: string; messages: LocaleMessages | null }>,
    ) => {
      // A later request wins over an earlier one still loading.
      if (action.payload.requested !== state.requested) return;
      state.locale = action.payload.locale;
      state.messages = action.payload.messages;
      state.status = 'ready';
    },
  },
});

export const { localeRequested, localeLoaded } = localeSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    locale: StateOf<typeof localeSlice>;
  }
}
