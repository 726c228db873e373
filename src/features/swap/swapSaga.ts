import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, delay, fork, select, take, takeEvery } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { accountChanged, accountDisconnected, chainChanged } from '../connections/connectionsSlice';
import { selectView } from '../router/routerSelectors';
import { confirmSwap } from './confirmSwap';
import { previewSwap } from './previewSwap';
import {
  swapAmountEdited,
  swapConfirmed,
  swapFlipped,
  swapMaxRequested,
  swapPickerOpened,
  swapPreviewRequested,
  swapRequested,
  swapTokenPicked,
} from './swapActions';
import { SWAP_VIEWS } from './swapContext';
import {
  createSwapQuotes,
  QUOTE_DEBOUNCE_MS,
  QUOTE_REFRESH_MS,
  type SwapQuotesRunner,
} from './swapQuotes';
import { selectSwapState } from './swapSelectors';
import { closePicker, contextChanged, enterSwap, fillMax, openPicker } from './swapSession';

/** While Swap or its preview shows, the quote is asked for again every QUOTE_REFRESH_MS. */
function* refreshQuotes(quotes: SwapQuotesRunner) {
  while (true) {
    yield delay(QUOTE_REFRESH_MS);
    const state: PorticoState = yield select();
    const view = selectView(state);
    const { status, quote } = selectSwapState(state);
    if (
      state.modal.status === 'open' &&
      (view === 'Swap' || view === 'SwapPreview') &&
      (status === 'editing' || status === 'previewing') &&
      quote.status !== 'loading'
    )
      yield call(quotes.now);
  }
}

/** A view of the swap shows: whether the quote refresh has anything to do. */
const onSwapView = (state: PorticoState) =>
  state.modal.status === 'open' && SWAP_VIEWS.includes(selectView(state));

/**
 * The swap feature. Edits are quoted after the debounce; a newer quote never
 * loses to an older answer; a new preview supersedes one being made (an edit came after it);
 * one confirm at a time: a click while one runs is ignored.
 */
export function* swapSaga(source: Channel<Action>) {
  const quotes = createSwapQuotes();
  yield fork(refreshQuotes, quotes);
  // The account or network changed under a swap view: the swap starts over there.
  yield takeEvery(
    [accountChanged.type, chainChanged.type, accountDisconnected.type],
    function* changed() {
      const state: PorticoState = yield select();
      if (onSwapView(state) || state.swap?.preview) yield call(contextChanged, quotes);
    },
  );
  let preparing: Task | undefined;
  let confirming: Task | undefined;
  while (true) {
    const action: Action = yield take(source);
    if (swapRequested.match(action)) {
      yield fork(enterSwap, quotes);
    } else if (swapAmountEdited.match(action)) {
      yield* quotes.schedule(QUOTE_DEBOUNCE_MS);
    } else if (swapTokenPicked.match(action)) {
      yield fork(closePicker);
      yield* quotes.schedule(0);
    } else if (swapFlipped.match(action)) {
      yield* quotes.schedule(0);
    } else if (swapPickerOpened.match(action)) {
      yield fork(openPicker);
    } else if (swapMaxRequested.match(action)) {
      yield fork(fillMax);
    } else if (swapPreviewRequested.match(action)) {
      if (preparing?.isRunning()) yield cancel(preparing);
      preparing = yield fork(previewSwap, quotes);
    } else if (swapConfirmed.match(action)) {
      if (!confirming?.isRunning()) confirming = yield fork(confirmSwap, quotes);
    }
  }
}
