/** @jest-environment node */
import {
  onrampAmountEdited,
  onrampFinished,
  onrampTokenPicked,
} from '../../../src/features/onramp/onrampActions';
import { DEFAULT_ONRAMP_OPTIONS } from '../../../src/features/onramp/onrampDefaults';
import { estimateQuote } from '../../../src/features/onramp/onrampMath';
import {
  initialOnrampState,
  onrampOptionsLoaded,
  onrampQuoteAnswered,
  onrampQuoteRequested,
  onrampReset,
  onrampSlice,
  onrampUrlFailed,
} from '../../../src/features/onramp/onrampSlice';
import type { OnrampState } from '../../../src/features/onramp/types';

const reduce = (state: OnrampState, ...actions: Parameters<typeof onrampSlice.reducer>[1][]) =>
  actions.reduce(onrampSlice.reducer, state);

const quote = (amount: string) =>
  estimateQuote(
    {
      amount,
      paymentCurrency: 'USD',
      method: 'card',
      purchaseCurrency: 'USDC',
      network: 'ethereum',
    },
    0,
  );

describe('onramp slice', () => {
  it('behavior: only the answer to the latest request shows', () => {
    const state = reduce(
      initialOnrampState,
      onrampQuoteRequested(1),
      onrampQuoteRequested(2),
      onrampQuoteAnswered({ seq: 1, quote: quote('100.00') }),
    );
    expect(state.quote).toEqual({ status: 'loading', requestedSeq: 2, quote: null });
    const answered = reduce(state, onrampQuoteAnswered({ seq: 2, quote: quote('200.00') }));
    expect(answered.quote.quote?.request.amount).toBe('200.00');
    // A late answer (or a repeat) of an older request changes nothing.
    expect(reduce(answered, onrampQuoteAnswered({ seq: 1, quote: quote('100.00') }))).toBe(
      answered,
    );
  });

  it('behavior: reset clears selection, amounts and error; keeps the options and the count', () => {
    const busy = reduce(
      initialOnrampState,
      onrampOptionsLoaded(DEFAULT_ONRAMP_OPTIONS),
      onrampAmountEdited('100'),
      onrampTokenPicked({ currency: 'USDC', network: 'polygon' }),
      onrampQuoteRequested(4),
      onrampUrlFailed({ code: 'API_HTTP_ERROR' }),
    );
    for (const action of [onrampReset(), onrampFinished()]) {
      const state = reduce(busy, action);
      expect(state).toEqual({
        ...initialOnrampState,
        options: { status: 'loaded', value: DEFAULT_ONRAMP_OPTIONS },
        quote: { status: 'idle', requestedSeq: 4, quote: null },
      });
      // The request made before the reset answers late: not shown.
      expect(
        reduce(state, onrampQuoteAnswered({ seq: 4, quote: quote('100.00') })).quote.quote,
      ).toBeNull();
    }
  });
});
