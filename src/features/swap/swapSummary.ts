import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { estimatedSwapFee } from './swapEstimates';
import {
  fromBaseUnits,
  isBalanceInsufficient,
  minimumReceived,
  POOL_FEE_BASIS_POINTS,
  priceImpactFromPrices,
  toBaseUnits,
} from './swapMath';
import { selectSwapState, selectSwapToken, selectSwapTokens } from './swapSelectors';
import type { SwapQuoteState, SwapToken } from './types';

/** The quote panel's numbers, for the amount typed now; amounts are exact decimal strings. */
interface SwapQuoteFigures {
  /** What the quote gives, in whole units of the received token. */
  toAmount: string;
  /** The least the swap may give at the 1 % slippage. */
  minimumReceived: string;
  /** Received per one paid, and paid per one received. */
  rate: number;
  inverseRate: number;
  /** Percent, from the tokens' USD prices; null without both prices. */
  priceImpact: number | null;
  /** The pool's fee (Uniswap V2: 0.3 %) in the paid token's whole units. */
  providerFee: string;
}

/** What the Swap view's button does or says, in order of what is missing. */
export type SwapAction =
  | 'selectToken'
  | 'enterAmount'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'quoting'
  | 'noRoute'
  | 'quoteFailed'
  | 'review';

export interface SwapSummary {
  from: SwapToken | null;
  to: SwapToken | null;
  native: SwapToken | null;
  /** The typed amount in base units, or null when it is not a valid positive amount. */
  units: string | null;
  quote: SwapQuoteFigures | null;
  /** The network fee in the native currency's whole units (from the gas price), or null. */
  networkFee: string | null;
  insufficient: boolean;
  action: SwapAction;
  quoteStatus: SwapQuoteState['status'];
}

const whole = (units: bigint, decimals: number) => Number(fromBaseUnits(units, decimals));

function figures(
  quoteState: SwapQuoteState,
  from: SwapToken,
  to: SwapToken,
  units: bigint,
): SwapQuoteFigures | null {
  const quote = quoteState.quote;
  if (
    !quote ||
    quote.input.from.toLowerCase() !== from.id.toLowerCase() ||
    quote.input.to.toLowerCase() !== to.id.toLowerCase() ||
    quote.input.amount !== units.toString()
  )
    return null;
  return quoteFigures(from, to, units, BigInt(quote.toAmount));
}

/** The figures of `units` of `from` quoted at `out` of `to` (base units). */
export function quoteFigures(
  from: SwapToken,
  to: SwapToken,
  units: bigint,
  out: bigint,
): SwapQuoteFigures {
  const paid = whole(units, from.decimals);
  const received = whole(out, to.decimals);
  return {
    toAmount: fromBaseUnits(out, to.decimals),
    minimumReceived: fromBaseUnits(minimumReceived(out), to.decimals),
    rate: paid > 0 ? received / paid : 0,
    inverseRate: received > 0 ? paid / received : 0,
    priceImpact:
      from.price > 0 && to.price > 0
        ? priceImpactFromPrices({
            fromAmount: units,
            fromDecimals: from.decimals,
            fromPrice: from.price,
            toAmount: out,
            toDecimals: to.decimals,
            toPrice: to.price,
          })
        : null,
    providerFee: fromBaseUnits((units * BigInt(POOL_FEE_BASIS_POINTS)) / 10_000n, from.decimals),
  };
}

/** The Swap view's form, quote panel and button, derived from the state. */
export const selectSwapSummary = createSelector(
  [
    (state: PorticoState) => selectSwapToken(state, 'from'),
    (state: PorticoState) => selectSwapToken(state, 'to'),
    selectSwapTokens,
    (state: PorticoState) => selectSwapState(state).form.amount,
    (state: PorticoState) => selectSwapState(state).quote,
    (state: PorticoState) => selectSwapState(state).gasPrice,
  ],
  (from, to, tokens, amount, quoteState, gasPrice): SwapSummary => {
    const native = tokens.find((token) => token.native) ?? null;
    const parsed = from ? toBaseUnits(amount, from.decimals) : null;
    const units = parsed !== null && parsed > 0n ? parsed : null;
    const fee = gasPrice ? estimatedSwapFee(BigInt(gasPrice.standard)) : null;
    const quote = from && to && units !== null ? figures(quoteState, from, to, units) : null;
    const insufficient =
      from !== null &&
      units !== null &&
      isBalanceInsufficient({
        amount: units,
        balance: toBaseUnits(from.balance ?? '0', from.decimals) ?? 0n,
        native: from.native,
        fee: fee ?? 0n,
        nativeBalance: native ? (toBaseUnits(native.balance ?? '0', native.decimals) ?? 0n) : 0n,
      });
    const action: SwapAction =
      !from || !to
        ? 'selectToken'
        : amount.trim() === ''
          ? 'enterAmount'
          : units === null
            ? 'invalidAmount'
            : insufficient
              ? 'insufficientBalance'
              : quoteState.status === 'noRoute'
                ? 'noRoute'
                : quoteState.status === 'failed'
                  ? 'quoteFailed'
                  : // A refresh of the same quote keeps it reviewable.
                    quote
                    ? 'review'
                    : 'quoting';
    return {
      from,
      to,
      native,
      units: units === null ? null : units.toString(),
      quote,
      networkFee: fee !== null && native ? fromBaseUnits(fee, native.decimals) : null,
      insufficient,
      action,
      quoteStatus: quoteState.status,
    };
  },
);
