import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  onrampAmountEdited,
  onrampContinued,
  onrampFiatPicked,
  onrampFinished,
  onrampMethodPicked,
  onrampProviderSelected,
  onrampTokenPicked,
  onrampWindowOpened,
} from './onrampActions';
import type { OnrampOptions, OnrampQuote, OnrampState } from './types';
import type { StateOf } from '../PorticoState';

export const initialOnrampState: OnrampState = {
  timeZone: null,
  options: { status: 'idle', value: null },
  provider: null,
  form: { amount: '', paymentCurrency: null, method: null, purchase: null },
  quote: { status: 'idle', requestedSeq: 0, quote: null },
  checkout: { status: 'editing', url: null },
  error: null,
};

/**
 * The reset: selection, amounts and error cleared; the options (cached) and the request
 * count kept, so an answer to a request made before never shows.
 */
const reset = (state: OnrampState): OnrampState => ({
  ...initialOnrampState,
  timeZone: state.timeZone,
  options: state.options,
  quote: { ...initialOnrampState.quote, requestedSeq: state.quote.requestedSeq },
});

/** Buying crypto through the provider. `onrampSaga` does the work. */
export const onrampSlice = createSlice({
  name: 'onramp',
  initialState: initialOnrampState,
  reducers: {
    timeZoneRead(state, action: PayloadAction<string | null>) {
      state.timeZone = action.payload;
    },
    optionsRequested(state) {
      state.options.status = 'loading';
    },
    optionsLoaded(state, action: PayloadAction<OnrampOptions>) {
      state.options = { status: 'loaded', value: action.payload };
    },
    /** The options call failed; the built-in options stand in. */
    optionsDefaulted(state, action: PayloadAction<OnrampOptions>) {
      state.options = { status: 'defaults', value: action.payload };
    },
    /** An edit: a quote is due once the debounce ends (`quotesLoading`). */
    quotePending(state) {
      state.quote.status = 'loading';
      state.quote.quote = null;
    },
    quoteRequested(state, action: PayloadAction<number>) {
      state.quote.requestedSeq = action.payload;
      state.quote.status = 'loading';
    },
    /**
     * The stale-answer rule: only the answer to the latest request, while it is awaited, shows;
     * an older one (or one after a reset) is dropped.
     */
    quoteAnswered(state, action: PayloadAction<{ seq: number; quote: OnrampQuote }>) {
      const { seq, quote } = action.payload;
      if (seq !== state.quote.requestedSeq || state.quote.status !== 'loading') return;
      state.quote.status = 'ready';
      state.quote.quote = quote;
    },
    /** Nothing to quote (no amount, an amount out of limits): counts as the latest request. */
    quoteCleared(state, action: PayloadAction<number>) {
      state.quote = { status: 'idle', requestedSeq: action.payload, quote: null };
    },
    urlFailed(state, action: PayloadAction<{ code: string }>) {
      state.checkout = { status: 'editing', url: null };
      state.error = action.payload;
    },
    /** The flow was left (another view, the modal closed). */
    reset,
  },
  extraReducers: (builder) => {
    builder
      .addCase(onrampProviderSelected, (state, action) => {
        state.provider = action.payload;
      })
      .addCase(onrampAmountEdited, (state, action) => {
        state.form.amount = action.payload;
        state.error = null;
      })
      .addCase(onrampMethodPicked, (state, action) => {
        state.form.method = action.payload;
        state.error = null;
      })
      .addCase(onrampFiatPicked, (state, action) => {
        state.form.paymentCurrency = action.payload;
        state.error = null;
      })
      .addCase(onrampTokenPicked, (state, action) => {
        state.form.purchase = action.payload;
        state.error = null;
      })
      .addCase(onrampContinued, (state) => {
        if (state.checkout.status !== 'editing') return;
        state.checkout.status = 'opening';
        state.error = null;
      })
      .addCase(onrampWindowOpened, (state, action) => {
        const { url, blocked } = action.payload;
        state.checkout = { status: blocked ? 'blocked' : 'waiting', url };
      })
      .addCase(onrampFinished, reset);
  },
});

export const {
  timeZoneRead: onrampTimeZoneRead,
  optionsRequested: onrampOptionsRequested,
  optionsLoaded: onrampOptionsLoaded,
  optionsDefaulted: onrampOptionsDefaulted,
  quotePending: onrampQuotePending,
  quoteRequested: onrampQuoteRequested,
  quoteAnswered: onrampQuoteAnswered,
  quoteCleared: onrampQuoteCleared,
  urlFailed: onrampUrlFailed,
  reset: onrampReset,
} = onrampSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    onramp: StateOf<typeof onrampSlice>;
  }
}
