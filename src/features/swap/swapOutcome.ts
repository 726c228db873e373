import { call, put } from 'redux-saga/effects';
import { formatTokenAmount } from '../../utils/formatSwap';
import { activityRefreshRequested } from '../activity/activityActions';
import { balanceRequested } from '../balance/balanceActions';
import { showToast } from '../notifications/notificationsSlice';
import { routerReset } from '../router/routerSlice';
import { tokensRetryRequested } from '../tokens/tokensActions';
import type { Swapper } from './swapContext';
import { swapFailed, swapSucceeded } from './swapActions';
import { fromBaseUnits } from './swapMath';
import type { SwapQuotesRunner } from './swapQuotes';
import type { QuoteAnswer } from './swapSlice';
import { priceMovedError } from './toSwapErrorInfo';
import type { SwapPreview } from './types';

/** The quote's input of the swap under review. */
export const previewInput = (preview: SwapPreview) => ({
  from: preview.from.id,
  to: preview.to.id,
  amount: preview.fromAmount,
});

/**
 * The quote again, right before signing: its received amount, or null (and the swap failed, said
 * on the preview) when there is no route or the price already moved beyond the slippage of what
 * the preview showed, so nothing is signed.
 */
export function* freshQuote(preview: SwapPreview, quotes: SwapQuotesRunner) {
  const answer: QuoteAnswer = yield call(quotes.request, {
    input: previewInput(preview),
    fromDecimals: preview.from.decimals,
    toDecimals: preview.to.decimals,
  });
  if (!('quote' in answer)) {
    yield put(
      swapFailed('error' in answer ? answer.error : { code: 'SWAP_NO_ROUTE', message: 'No route' }),
    );
    return null;
  }
  if (BigInt(answer.quote.toAmount) < BigInt(preview.minimumReceived)) {
    yield put(swapFailed(priceMovedError()));
    return null;
  }
  return answer.quote.toAmount;
}

/**
 * The swap is mined: SWAP_SUCCESS, the toast with the hash (and the explorer's link when the
 * network has one), then, as after a send, Account with its balances and activity.
 */
export function* finishSwap(swapper: Swapper, preview: SwapPreview, hash: string, out: string) {
  yield put(
    swapSucceeded({
      caipNetworkId: preview.caipNetworkId,
      hash,
      from: preview.from.symbol,
      to: preview.to.symbol,
    }),
  );
  const explorer = swapper.network.blockExplorers?.default.url;
  yield put(
    showToast({
      messageKey: 'swap.swapped',
      params: {
        amount: preview.amount,
        from: preview.from.symbol,
        received: formatTokenAmount(fromBaseUnits(BigInt(out), preview.to.decimals)),
        to: preview.to.symbol,
        hash: `${hash.slice(0, 10)}…${hash.slice(-6)}`,
      },
      variant: 'success',
      ...(explorer && {
        link: {
          href: `${explorer.replace(/\/$/, '')}/tx/${hash}`,
          labelKey: 'swap.viewOnExplorer',
        },
      }),
    }),
  );
  yield put(routerReset('Account'));
  yield put(balanceRequested({ force: true }));
  yield put(tokensRetryRequested());
  yield put(activityRefreshRequested());
}
