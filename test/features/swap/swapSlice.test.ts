import { ApiHttpError } from '../../../src/api/ApiError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { PorticoError } from '../../../src/adapter/PorticoError';
import {
  swapAmountEdited,
  swapFlipped,
  swapRequested,
  swapTokenPicked,
} from '../../../src/features/swap/swapActions';
import {
  initialSwapState,
  swapPreviewReady,
  swapQuoteAnswered,
  swapQuoteCleared,
  swapQuoteRequested,
  swapSlice,
} from '../../../src/features/swap/swapSlice';
import { toSwapErrorInfo } from '../../../src/features/swap/toSwapErrorInfo';
import type { SwapPreview, SwapQuote, SwapState } from '../../../src/features/swap/types';

const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const PUSD = 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const quoteOf = (amount: string, toAmount: string): SwapQuote => ({
  input: { from: ETH, to: PUSD, amount },
  fromDecimals: 18,
  toDecimals: 6,
  toAmount,
});
const reduce = (state: SwapState, ...actions: Parameters<typeof swapSlice.reducer>[1][]) =>
  actions.reduce(swapSlice.reducer, state);

describe('swap slice', () => {
  it('behavior: an answer older than the one shown is dropped; the newest request decides ready', () => {
    const state = reduce(
      initialSwapState,
      swapQuoteRequested(1),
      swapQuoteRequested(2),
      swapQuoteAnswered({ seq: 2, quote: quoteOf('2', '20') }),
      swapQuoteAnswered({ seq: 1, quote: quoteOf('1', '10') }),
    );
    expect(state.quote).toMatchObject({ status: 'ready', shownSeq: 2, quote: { toAmount: '20' } });

    // An older answer that arrives first is shown, but the panel still waits for the newest.
    const early = reduce(
      initialSwapState,
      swapQuoteRequested(1),
      swapQuoteRequested(2),
      swapQuoteAnswered({ seq: 1, quote: quoteOf('1', '10') }),
    );
    expect(early.quote).toMatchObject({ status: 'loading', shownSeq: 1 });
  });

  it('behavior: a cleared panel counts as the newest answer: late quotes stay out', () => {
    const state = reduce(
      initialSwapState,
      swapQuoteRequested(1),
      swapQuoteCleared(2),
      swapQuoteAnswered({ seq: 1, quote: quoteOf('1', '10') }),
    );
    expect(state.quote).toMatchObject({ status: 'idle', quote: null, shownSeq: 2 });
  });

  it('behavior: a new swap keeps the sequence, so the old form’s answers never show', () => {
    const state = reduce(
      initialSwapState,
      swapQuoteRequested(3),
      swapRequested({ from: 'ETH', to: 'PUSD', amount: '1' }),
      swapQuoteAnswered({ seq: 3, quote: quoteOf('1', '10') }),
    );
    expect(state.form).toEqual({ from: 'ETH', to: 'PUSD', amount: '1' });
    expect(state.quote.quote).toBeNull();
  });

  it('behavior: picking the other side’s token swaps the two; flip pays the quoted amount', () => {
    const shown = { from: ETH, to: PUSD };
    const picked = reduce(initialSwapState, swapTokenPicked({ side: 'to', id: ETH, shown }));
    expect(picked.form).toMatchObject({ from: PUSD, to: ETH });

    const quoted = reduce(
      initialSwapState,
      swapAmountEdited('0.5'),
      swapQuoteRequested(1),
      swapQuoteAnswered({ seq: 1, quote: quoteOf('500000000000000000', '1494757341') }),
      swapFlipped(shown),
    );
    expect(quoted.form).toEqual({ from: PUSD, to: ETH, amount: '1494.757341' });
  });

  it('behavior: an edit voids the preview; a fresh quote of it updates what the confirm checks', () => {
    const preview = {
      from: { id: ETH },
      to: { id: PUSD },
      fromAmount: '500000000000000000',
      toAmount: '1494757341',
      minimumReceived: '1479809767',
    } as SwapPreview;
    const previewing = reduce(initialSwapState, swapPreviewReady(preview));
    const refreshed = reduce(
      previewing,
      swapQuoteRequested(1),
      swapQuoteAnswered({ seq: 1, quote: quoteOf('500000000000000000', '1400000000') }),
    );
    expect(refreshed.preview).toMatchObject({
      toAmount: '1400000000',
      minimumReceived: '1386000000',
    });
    expect(reduce(previewing, swapAmountEdited('1'))).toMatchObject({
      status: 'editing',
      preview: null,
    });
  });
});

describe('swap errors in plain words', () => {
  it('refusals by step, the router’s slippage revert, no route and spec §8’s texts', () => {
    const refusal = new ProviderRpcError(4001, 'User rejected the request');
    expect(toSwapErrorInfo(refusal, 'approve').code).toBe('SWAP_APPROVAL_REJECTED');
    expect(toSwapErrorInfo(refusal, 'swap').code).toBe('SWAP_REJECTED');
    const reverted = Object.assign(new PorticoError('EXECUTION_REVERTED', 'Execution reverted'), {
      reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    });
    expect(toSwapErrorInfo(reverted, 'swap')).toMatchObject({ code: 'SWAP_SLIPPAGE' });
    const api = (reason: string) => new ApiHttpError('/v1/convert/quotes', 400, reason);
    expect(toSwapErrorInfo(api('insufficient liquidity'), 'quote').code).toBe('SWAP_NO_ROUTE');
    expect(toSwapErrorInfo(api('Network not supported for Swaps'), 'quote')).toEqual({
      code: 'SWAP_NETWORK_UNSUPPORTED',
      message: 'Network not supported for Swaps',
    });
    expect(toSwapErrorInfo(api('Network not supported for Gas Price'), 'quote').message).toBe(
      'Network not supported for Gas Price',
    );
    expect(toSwapErrorInfo(api('something else'), 'quote')).toMatchObject({
      code: 'SWAP_API_REFUSED',
      reason: 'something else',
    });
  });
});
