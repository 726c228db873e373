import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { OnrampQuote as ApiQuote } from '../../api/onramp';
import type { PorticoState } from '../PorticoState';
import { describeError } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { onrampApi, onrampLogger } from './onrampContext';
import { estimateQuote, QUOTE_VALIDITY_MS } from './onrampMath';
import { selectOnrampForm, selectOnrampState } from './onrampSelectors';
import {
  onrampQuoteAnswered,
  onrampQuoteCleared,
  onrampQuotePending,
  onrampQuoteRequested,
} from './onrampSlice';
import type { OnrampQuote, OnrampQuoteRequest } from './types';

/** The default debounce, between the last edit and the quote request. */
export const QUOTE_DEBOUNCE_MS = 500;

/** One quote: the API's, or the local estimate when the API fails; never throws. */
export function* fetchOnrampQuote(request: OnrampQuoteRequest) {
  const { method: _method, ...body } = request;
  try {
    const api: PorticoApi = yield call(onrampApi);
    const answer: ApiQuote = yield call(api.getOnrampQuote, body);
    const quote: OnrampQuote = {
      request,
      networkFee: answer.networkFee,
      paymentSubtotal: answer.paymentSubtotal,
      paymentTotal: answer.paymentTotal,
      purchaseAmount: answer.purchaseAmount,
      quoteId: answer.quoteId,
      estimate: false,
      expiresAt: answer.expiresAt ?? Date.now() + QUOTE_VALIDITY_MS,
    };
    return quote;
  } catch (error) {
    const logger: Logger = yield call(onrampLogger);
    logger.warn('The onramp quote could not be fetched: showing an estimate', {
      error: describeError(error),
    });
    return estimateQuote(request, Date.now());
  }
}

/**
 * The quote runner. Edits wait for the debounce; each request is numbered and the one before
 * is cancelled (takeLatest), and the slice shows only the latest number's answer, so an older
 * answer never overwrites a newer one whatever order they arrive in.
 */
export function createOnrampQuotes() {
  let seq: number | null = null;
  let waiting: Task | null = null;
  let inFlight: Task | null = null;

  function* nextSeq() {
    // Counted on from the slice's, so a restarted runner never reuses a number.
    if (seq === null) seq = selectOnrampState((yield select()) as PorticoState).quote.requestedSeq;
    seq += 1;
    return seq;
  }

  function* ask(number: number, request: OnrampQuoteRequest) {
    const quote: OnrampQuote = yield call(fetchOnrampQuote, request);
    yield put(onrampQuoteAnswered({ seq: number, quote }));
  }

  /** Stops whatever is waiting or on its way (the flow was left, or a newer request comes). */
  function* stop() {
    if (waiting) yield cancel(waiting);
    if (inFlight) yield cancel(inFlight);
    waiting = null;
    inFlight = null;
  }

  /**
   * The form's quote now; the panel cleared when the form has nothing to quote. Use with
   * `yield*` (as `schedule`), so the request belongs to the caller's task and never blocks it.
   */
  function* now() {
    yield call(stop);
    const { request } = selectOnrampForm((yield select()) as PorticoState);
    const number: number = yield call(nextSeq);
    if (!request) {
      yield put(onrampQuoteCleared(number));
      return;
    }
    yield put(onrampQuoteRequested(number));
    inFlight = (yield fork(ask, number, request)) as Task;
  }

  function* debounced(ms: number) {
    yield delay(ms);
    // From here on `now` owns the request: clearing `waiting` keeps `stop` from cancelling us.
    waiting = null;
    yield call(now);
  }

  /**
   * The quote after `ms` without edits: an edit within that time starts the wait again. Use
   * with `yield*`: a `call` would wait for the quote.
   */
  function* schedule(ms = QUOTE_DEBOUNCE_MS) {
    const { request } = selectOnrampForm((yield select()) as PorticoState);
    if (!request) {
      yield* now();
      return;
    }
    yield call(stop);
    yield put(onrampQuotePending());
    waiting = (yield fork(debounced, ms)) as Task;
  }

  return { now, schedule, stop };
}
