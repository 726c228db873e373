import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fromBaseUnits, isNewerAnswer, minimumReceived } from './swapMath';
import {
  swapAmountEdited,
  swapApprovalFailed,
  swapConfirmed,
  swapFailed,
  swapFlipped,
  swapPickerOpened,
  swapPreviewRequested,
  swapRequested,
  swapSucceeded,
  swapTokenPicked,
} from './swapActions';
import type { SwapErrorInfo } from './toSwapErrorInfo';
import type {
  SwapListToken,
  SwapPreview,
  SwapProblem,
  SwapQuote,
  SwapQuoteState,
  SwapState,
} from './types';
import type { StateOf } from '../PorticoState';

const initialQuote: SwapQuoteState = {
  status: 'idle',
  requestedSeq: 0,
  shownSeq: null,
  quote: null,
  error: null,
};

export const initialSwapState: SwapState = {
  status: 'editing',
  form: { from: null, to: null, amount: '' },
  picking: null,
  quote: initialQuote,
  tokenList: { caipNetworkId: null, status: 'idle', tokens: [] },
  prices: {},
  gasPrice: null,
  problem: null,
  error: null,
  preview: null,
  unsupportedNetwork: null,
};

/** A fresh swap, keeping what was read about the chain (token list, prices, gas price). */
const fresh = (state: SwapState, form: SwapState['form']): SwapState => ({
  ...initialSwapState,
  form,
  // Answers of the old form's requests stay older than anything shown from now on.
  quote: {
    ...initialQuote,
    requestedSeq: state.quote.requestedSeq,
    shownSeq: state.quote.requestedSeq,
  },
  tokenList: state.tokenList,
  prices: state.prices,
  gasPrice: state.gasPrice,
});

/** An edit after a preview voids it (the user went back to the form). */
function backToForm(state: SwapState) {
  if (state.status !== 'previewing') return;
  state.status = 'editing';
  state.preview = null;
}

export type QuoteAnswer =
  | { seq: number; quote: SwapQuote }
  | { seq: number; noRoute: true }
  | { seq: number; error: SwapErrorInfo };

/** The swap form, its live quote and its steps. `swapSaga` does the work. */
export const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    /** The user is typing: a quote is due once the debounce ends. */
    quotePending(state) {
      state.quote.status = 'loading';
    },
    quoteRequested(state, action: PayloadAction<number>) {
      state.quote.requestedSeq = action.payload;
      state.quote.status = 'loading';
    },
    /** Nothing to quote (no amount, no target): counts as the newest answer. */
    quoteCleared(state, action: PayloadAction<number>) {
      state.quote = { ...initialQuote, requestedSeq: action.payload, shownSeq: action.payload };
    },
    /** The stale-answer rule: an answer older than the one shown is dropped. */
    quoteAnswered(state, action: PayloadAction<QuoteAnswer>) {
      const answer = action.payload;
      if (!isNewerAnswer(answer.seq, state.quote.shownSeq)) return;
      const latest = answer.seq === state.quote.requestedSeq;
      state.quote.shownSeq = answer.seq;
      if ('quote' in answer) {
        state.quote.quote = answer.quote;
        // A fresh quote of the swap under review updates it: the confirm checks against it.
        const { preview } = state;
        const { input } = answer.quote;
        if (
          preview &&
          input.from === preview.from.id &&
          input.to === preview.to.id &&
          input.amount === preview.fromAmount
        ) {
          preview.toAmount = answer.quote.toAmount;
          preview.minimumReceived = minimumReceived(BigInt(answer.quote.toAmount)).toString();
        }
        state.quote.error = null;
        state.quote.status = latest ? 'ready' : 'loading';
      } else {
        state.quote.quote = null;
        state.quote.error = 'error' in answer ? answer.error : null;
        if (latest) state.quote.status = 'error' in answer ? 'failed' : 'noRoute';
      }
    },
    tokenListRequested(state, action: PayloadAction<string>) {
      state.tokenList = { caipNetworkId: action.payload, status: 'loading', tokens: [] };
    },
    tokenListLoaded(
      state,
      action: PayloadAction<{ caipNetworkId: string; tokens: SwapListToken[] }>,
    ) {
      state.tokenList = { ...action.payload, status: 'loaded' };
    },
    tokenListFailed(state, action: PayloadAction<string>) {
      if (state.tokenList.caipNetworkId === action.payload) state.tokenList.status = 'failed';
    },
    pricesLoaded(state, action: PayloadAction<Record<string, number>>) {
      Object.assign(state.prices, action.payload);
    },
    gasPriceLoaded(state, action: PayloadAction<{ caipNetworkId: string; standard: string }>) {
      state.gasPrice = action.payload;
    },
    /** The amount "Max" worked out. */
    amountFilled(state, action: PayloadAction<string>) {
      state.form.amount = action.payload;
      if (state.problem?.field !== 'from' && state.problem?.field !== 'to') state.problem = null;
    },
    checkFailed(state, action: PayloadAction<SwapProblem>) {
      state.status = 'editing';
      state.problem = action.payload;
    },
    /** The preview could not be made (no route, the API or the node refused): said on the form. */
    previewFailed(state, action: PayloadAction<SwapErrorInfo>) {
      state.status = 'editing';
      state.error = action.payload;
    },
    previewReady(state, action: PayloadAction<SwapPreview>) {
      state.status = 'previewing';
      state.preview = action.payload;
    },
    /** A step moved on: the wallet is asked, or the transaction is on its way into a block. */
    stepStarted(
      state,
      action: PayloadAction<'approving' | 'approvalPending' | 'swapping' | 'swapPending'>,
    ) {
      state.status = action.payload;
    },
    /** The allowance now covers the amount: the approval is never asked for again. */
    approvalDone(state, action: PayloadAction<{ networkFee: string }>) {
      if (!state.preview) return;
      state.preview.approved = true;
      state.preview.networkFee = action.payload.networkFee;
    },
    /** Swap was asked for on a network outside the swap list. */
    networkRefused(state, action: PayloadAction<string>) {
      state.unsupportedNetwork = action.payload;
      state.status = 'editing';
      state.preview = null;
    },
    /** The account or its network changed: tokens and quotes of the old one are void. */
    contextChanged(state) {
      return fresh(state, { from: null, to: null, amount: state.form.amount });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(swapRequested, (state, action) => {
        const { from, to, amount } = action.payload;
        return fresh(state, { from: from ?? null, to: to ?? null, amount: amount ?? '' });
      })
      .addCase(swapAmountEdited, (state, action) => {
        backToForm(state);
        state.form.amount = action.payload;
        if (state.problem?.field === 'amount' || state.problem?.field === null)
          state.problem = null;
        state.error = null;
      })
      .addCase(swapPickerOpened, (state, action) => {
        state.picking = action.payload;
      })
      .addCase(swapTokenPicked, (state, action) => {
        const { side, id, shown } = action.payload;
        const other = side === 'from' ? 'to' : 'from';
        backToForm(state);
        // Picking the other side's token swaps the two, as a flip would.
        if (shown[other]?.toLowerCase() === id.toLowerCase()) state.form[other] = shown[side];
        state.form[side] = id;
        state.picking = null;
        state.problem = null;
        state.error = null;
      })
      .addCase(swapFlipped, (state, action) => {
        backToForm(state);
        const { from, to } = action.payload;
        const quote = state.quote.quote;
        // The amount that was to be received is now the one paid.
        if (quote && state.quote.status === 'ready')
          state.form.amount = fromBaseUnits(BigInt(quote.toAmount), quote.toDecimals);
        state.form.from = to;
        state.form.to = from;
        state.problem = null;
        state.error = null;
      })
      .addCase(swapPreviewRequested, (state) => {
        if (state.status !== 'editing') return;
        state.status = 'preparing';
        state.problem = null;
        state.error = null;
      })
      .addCase(swapConfirmed, (state) => {
        if (state.status === 'previewing') state.error = null;
      })
      // On success the state is reset (the chain's lists kept).
      .addCase(swapSucceeded, (state) => fresh(state, initialSwapState.form))
      .addCase(swapFailed, (state, action) => {
        state.status = state.preview ? 'previewing' : 'editing';
        state.error = action.payload;
      })
      .addCase(swapApprovalFailed, (state, action) => {
        state.status = state.preview ? 'previewing' : 'editing';
        state.error = action.payload;
      });
  },
});

export const {
  quotePending: swapQuotePending,
  quoteRequested: swapQuoteRequested,
  quoteCleared: swapQuoteCleared,
  quoteAnswered: swapQuoteAnswered,
  tokenListRequested: swapTokenListRequested,
  tokenListLoaded: swapTokenListLoaded,
  tokenListFailed: swapTokenListFailed,
  pricesLoaded: swapPricesLoaded,
  gasPriceLoaded: swapGasPriceLoaded,
  amountFilled: swapAmountFilled,
  checkFailed: swapCheckFailed,
  previewFailed: swapPreviewFailed,
  previewReady: swapPreviewReady,
  stepStarted: swapStepStarted,
  approvalDone: swapApprovalDone,
  networkRefused: swapNetworkRefused,
  contextChanged: swapContextChanged,
} = swapSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    swap: StateOf<typeof swapSlice>;
  }
}
