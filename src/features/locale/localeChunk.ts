import type { Action } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { LocaleMessages } from '../../i18n/en';
import { loadCatalogue } from '../../i18n/loadCatalogue';
import { resolveLocale } from '../../i18n/resolveLocale';
import type { Logger } from '../logger/types';
import type { localeRequested } from './localeSlice';
import { localeLoaded } from './localeSlice';

/**
 * Loads the catalogue of each requested locale, the latest request winning: its nearest
 * catalogue with a warning in the log when it has none of its own, English when the chunk
 * cannot be fetched.
 */
function* loadRequested({ payload: requested }: ReturnType<typeof localeRequested>) {
  const logger = (yield getContext('logger')) as Logger;
  const resolved = resolveLocale(requested);
  if (resolved.fallback)
    logger.warn(`No catalogue for locale "${requested}": showing "${resolved.catalogue}"`, {
      requested,
      catalogue: resolved.catalogue,
    });
  try {
    const messages = (yield call(loadCatalogue, resolved.catalogue)) as LocaleMessages | null;
    yield put(localeLoaded({ requested, locale: resolved.locale, messages }));
  } catch (error) {
    logger.warn(`The catalogue for "${resolved.catalogue}" could not be loaded: showing English`, {
      error: error instanceof Error ? error.message : String(error),
    });
    yield put(localeLoaded({ requested, locale: 'en', messages: null }));
  }
}

export function* saga(source: Channel<Action>) {
  yield takeLatest(source, loadRequested);
}
