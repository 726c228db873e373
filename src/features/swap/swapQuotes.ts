import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { SwapQuotes } from '../../api/convert';
import type { PorticoState } from '../PorticoState';
import { gasPriceOf } from './swapChainData';
import { activeSwapper, swapApi, type Swapper } from './swapContext';
import { createAnswerSequence } from './swapMath';
import { isSwapNetwork } from './swapNetworks';
import {
  swapQuoteAnswered,
  swapQuoteCleared,
  swapQuotePending,
  swapQuoteRequested,
  type QuoteAnswer,
} from './swapSlice';
import { selectSwapSummary } from './swapSummary';
import { toSwapErrorInfo } from './toSwapErrorInfo';
import type { SwapQuote } from './types';

/** The default debounce, between the last keystroke and the quote request. */
export const QUOTE_DEBOUNCE_MS = 500;

/** A quote is asked for again this often while Swap or its preview shows (the issue: 15-30 s). */
export const QUOTE_REFRESH_MS = 20_000;

/** What one quote request asks: the swap's tokens, amount, decimals and who swaps. */
export interface QuoteRequest {
  input: SwapQuote['input'];
  fromDecimals: number;
  toDecimals: number;
}

/** The quote the form asks for now, or null when it is incomplete (or off the swap list). */
export function* currentQuoteRequest() {
  const state: PorticoState = yield select();
  const { from, to, units } = selectSwapSummary(state);
  const swapper: Swapper | null = yield call(activeSwapper);
  if (!swapper || !from || !to || units === null || from.id === to.id) return null;
  if (!isSwapNetwork(state.options, swapper.network.caipNetworkId)) return null;
  const request: QuoteRequest = {
    input: { from: from.id, to: to.id, amount: units },
    fromDecimals: from.decimals,
    toDecimals: to.decimals,
  };
  return request;
}

/**
 * The quote sequence (the stale-answer rule, swapMath): each request is numbered as it is sent,
 * and its answer is shown only when newer than the one shown, so an older answer never
 * overwrites a newer one, whatever order they arrive in. Requests are never cancelled for a
 * newer one; their late answers are dropped.
 */
export function createSwapQuotes() {
  const sequence = createAnswerSequence();
  let waiting: Task | null = null;

  function* answer(reply: QuoteAnswer) {
    if (sequence.accept(reply.seq)) yield put(swapQuoteAnswered(reply));
    return reply;
  }

  /** Asks for `request` now; resolves with its answer (also shown, unless a newer one is). */
  function* request(request: QuoteRequest) {
    const seq = sequence.next();
    yield put(swapQuoteRequested(seq));
    const swapper: Swapper | null = yield call(activeSwapper);
    try {
      if (!swapper) throw new Error('No account');
      const api: PorticoApi = yield call(swapApi);
      const gasPrice: string | null = yield call(gasPriceOf, swapper.network);
      const { quotes }: SwapQuotes = yield call(api.getSwapQuotes, {
        ...request.input,
        userAddress: swapper.caipAddress,
        ...(gasPrice ? { gasPrice } : {}),
      });
      const first = quotes[0];
      if (!first || !/^\d+$/.test(first.toAmount) || BigInt(first.toAmount) === 0n)
        return (yield call(answer, { seq, noRoute: true })) as QuoteAnswer;
      const quote: SwapQuote = {
        input: request.input,
        fromDecimals: request.fromDecimals,
        toDecimals: request.toDecimals,
        toAmount: first.toAmount,
      };
      return (yield call(answer, { seq, quote })) as QuoteAnswer;
    } catch (error) {
      const info = toSwapErrorInfo(error, 'quote');
      const reply: QuoteAnswer =
        info.code === 'SWAP_NO_ROUTE' ? { seq, noRoute: true } : { seq, error: info };
      return (yield call(answer, reply)) as QuoteAnswer;
    }
  }

  /** The form's quote now; null (and the panel cleared) when there is nothing to quote. */
  function* now() {
    const next: QuoteRequest | null = yield call(currentQuoteRequest);
    if (next) return (yield call(request, next)) as QuoteAnswer;
    const seq = sequence.next();
    sequence.accept(seq);
    yield put(swapQuoteCleared(seq));
    return null;
  }

  function* debounced(ms: number) {
    yield delay(ms);
    // From here on the request is out: a newer edit no longer cancels it.
    waiting = null;
    yield call(now);
  }

  /**
   * The quote after `ms` of quiet typing (500 ms): an edit within that time starts the
   * wait again. Use with `yield*`, so the wait belongs to the caller's task.
   */
  function* schedule(ms: number) {
    if (waiting) yield cancel(waiting);
    waiting = null;
    const next: QuoteRequest | null = yield call(currentQuoteRequest);
    if (!next) {
      yield call(now);
      return;
    }
    yield put(swapQuotePending());
    waiting = (yield fork(debounced, ms)) as Task;
  }

  return { request, now, schedule };
}

export type SwapQuotesRunner = ReturnType<typeof createSwapQuotes>;
