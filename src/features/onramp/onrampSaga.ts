import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { accountChanged, chainChanged } from '../connections/connectionsSlice';
import { whenLeaving } from '../router/whenLeaving';
import {
  onrampAmountEdited,
  onrampContinued,
  onrampDone,
  onrampFiatPicked,
  onrampFiatPickerOpened,
  onrampMethodPicked,
  onrampProviderSelected,
  onrampQuoteRefreshRequested,
  onrampRequested,
  onrampTokenPicked,
  onrampTokenPickerOpened,
} from './onrampActions';
import { continueOnramp, finishOnramp } from './onrampCheckout';
import { inOnrampFlow } from './onrampContext';
import { createOnrampQuotes } from './onrampQuotes';
import { onrampReset } from './onrampSlice';
import { closePicker, enterBuy, enterOnramp, openPicker } from './onrampSession';

/**
 * The onramp feature. Edits are quoted after the debounce and only the
 * latest quote shows; one checkout at a time: a new Continue replaces one still waiting.
 */
export function* onrampSaga(source: Channel<Action>) {
  const quotes = createOnrampQuotes();
  // Leaving the purchase (another view, the modal closed) resets it.
  yield fork(whenLeaving, inOnrampFlow, function* () {
    yield call(quotes.stop);
    yield put(onrampReset());
  });
  // Another account or network under the form: what can be bought there is quoted anew.
  yield takeEvery([accountChanged.type, chainChanged.type], function* changed() {
    if (inOnrampFlow((yield select()) as PorticoState)) yield* quotes.schedule(0);
  });
  let checkout: Task | undefined;
  while (true) {
    const action: Action = yield take(source);
    if (onrampRequested.match(action)) {
      yield call(enterOnramp);
    } else if (onrampProviderSelected.match(action)) {
      yield call(enterBuy);
      yield* quotes.schedule(0);
    } else if (onrampAmountEdited.match(action) || onrampMethodPicked.match(action)) {
      yield* quotes.schedule();
    } else if (onrampFiatPickerOpened.match(action)) {
      yield call(openPicker, 'OnrampFiatSelect');
    } else if (onrampTokenPickerOpened.match(action)) {
      yield call(openPicker, 'OnrampTokenSelect');
    } else if (onrampFiatPicked.match(action)) {
      yield call(closePicker, 'OnrampFiatSelect');
      yield* quotes.schedule();
    } else if (onrampTokenPicked.match(action)) {
      yield call(closePicker, 'OnrampTokenSelect');
      yield* quotes.schedule();
    } else if (onrampQuoteRefreshRequested.match(action)) {
      yield* quotes.now();
    } else if (onrampContinued.match(action)) {
      // A new Continue supersedes a checkout left waiting (the flow was left and came back to).
      if (checkout?.isRunning()) yield cancel(checkout);
      checkout = yield fork(continueOnramp);
    } else if (onrampDone.match(action)) {
      // A running checkout takes Done itself; without one (e.g. after a reload) just finish.
      if (!checkout?.isRunning()) yield call(finishOnramp);
    }
  }
}
