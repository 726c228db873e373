import { all, call, put, select } from 'redux-saga/effects';
import type { Allowance, ApproveTransaction, SwapTransaction } from '../../api/convert';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { PorticoState } from '../PorticoState';
import { gasPriceOf } from './swapChainData';
import { activeSwapper, sendBuilt, swapApi, waitMined, type Swapper } from './swapContext';
import { estimatedSwapFee } from './swapEstimates';
import { PorticoError } from '../../adapter/PorticoError';
import { swapApprovalFailed, swapFailed, swapStarted } from './swapActions';
import { sendBatch } from './swapBatch';
import { isAllowanceSufficient, SWAP_SLIPPAGE_PERCENT } from './swapMath';
import { finishSwap, freshQuote, previewInput } from './swapOutcome';
import type { SwapQuotesRunner } from './swapQuotes';
import { selectSwapState } from './swapSelectors';
import { swapApprovalDone, swapStepStarted } from './swapSlice';
import { toSwapErrorInfo } from './toSwapErrorInfo';
import type { SwapPreview } from './types';

function* allowanceCovers(api: PorticoApi, swapper: Swapper, preview: SwapPreview) {
  const { allowance }: Allowance = yield call(api.getSwapAllowance, {
    tokenAddress: preview.from.id,
    userAddress: swapper.caipAddress,
  });
  return isAllowanceSufficient(allowance, BigInt(preview.fromAmount));
}

/**
 * The approval step: asked only while the allowance is below the amount, so an
 * approval mined before (a retry after a refused swap) is never asked for again; waited for
 * until mined, then the allowance checked again. False when it failed (SWAP_APPROVAL_ERROR).
 */
function* approve(api: PorticoApi, swapper: Swapper, preview: SwapPreview) {
  try {
    if (!((yield call(allowanceCovers, api, swapper, preview)) as boolean)) {
      const { tx }: ApproveTransaction = yield call(api.buildApproveTransaction, {
        userAddress: swapper.caipAddress,
        from: preview.from.id,
        to: preview.to.id,
      });
      yield put(swapStepStarted('approving'));
      const hash: string = yield call(sendBuilt, swapper, tx);
      yield put(swapStepStarted('approvalPending'));
      yield call(waitMined, swapper, hash);
      if (!((yield call(allowanceCovers, api, swapper, preview)) as boolean))
        throw new PorticoError('SWAP_ALLOWANCE_SHORT', 'The approval is below the amount');
    }
    const gas: string | null = yield call(gasPriceOf, swapper.network);
    yield put(swapApprovalDone({ networkFee: estimatedSwapFee(BigInt(gas ?? '0')).toString() }));
    return true;
  } catch (error) {
    yield put(swapApprovalFailed(toSwapErrorInfo(error, 'approve')));
    return false;
  }
}

/**
 * The swap step: a fresh quote before signing, the transaction built from it with the
 * slippage 1, sent through the adapter and waited for until mined.
 */
function* swap(api: PorticoApi, swapper: Swapper, preview: SwapPreview, quotes: SwapQuotesRunner) {
  try {
    yield put(swapStepStarted('swapping'));
    const out: string | null = yield call(freshQuote, preview, quotes);
    if (out === null) return;
    const { tx }: SwapTransaction = yield call(api.buildSwapTransaction, {
      ...previewInput(preview),
      userAddress: swapper.caipAddress,
      slippage: SWAP_SLIPPAGE_PERCENT,
    });
    const hash: string = yield call(sendBuilt, swapper, { ...tx, value: tx.amount });
    yield put(swapStepStarted('swapPending'));
    yield call(waitMined, swapper, hash);
    yield call(finishSwap, swapper, preview, hash, out);
  } catch (error) {
    yield put(swapFailed(toSwapErrorInfo(error, 'swap')));
  }
}

/**
 * The approval and the swap as one atomic batch (EIP-5792), one confirmation: the swap is built
 * without the node's estimate (the allowance it needs comes in the same batch).
 */
function* swapInBatch(
  api: PorticoApi,
  swapper: Swapper,
  preview: SwapPreview,
  quotes: SwapQuotesRunner,
) {
  try {
    yield put(swapStepStarted('swapping'));
    const out: string | null = yield call(freshQuote, preview, quotes);
    if (out === null) return;
    const [{ tx: approval }, { tx: swapTx }]: [ApproveTransaction, SwapTransaction] = yield all([
      call(api.buildApproveTransaction, {
        userAddress: swapper.caipAddress,
        from: preview.from.id,
        to: preview.to.id,
      }),
      call(api.buildSwapTransaction, {
        ...previewInput(preview),
        userAddress: swapper.caipAddress,
        slippage: SWAP_SLIPPAGE_PERCENT,
        disableEstimate: true,
      }),
    ]);
    const hash: string = yield call(
      sendBatch,
      swapper,
      [approval, { ...swapTx, value: swapTx.amount }],
      function* sent() {
        yield put(swapStepStarted('swapPending'));
      },
    );
    yield call(finishSwap, swapper, preview, hash, out);
  } catch (error) {
    yield put(swapFailed(toSwapErrorInfo(error, 'swap')));
  }
}

/** SwapPreview's button: the approval when due, then the swap; one run at a time. */
export function* confirmSwap(quotes: SwapQuotesRunner) {
  const state: PorticoState = yield select();
  const { preview, status } = selectSwapState(state);
  const swapper: Swapper | null = yield call(activeSwapper);
  if (!preview || status !== 'previewing') return;
  if (!swapper || swapper.network.caipNetworkId !== preview.caipNetworkId) {
    yield put(swapFailed({ code: 'SWAP_NETWORK_CHANGED', message: 'The network changed' }));
    return;
  }
  yield put(
    swapStarted({
      caipNetworkId: preview.caipNetworkId,
      from: preview.from.symbol,
      to: preview.to.symbol,
      amount: preview.amount,
    }),
  );
  try {
    const api: PorticoApi = yield call(swapApi);
    if (!preview.approved && preview.batched) {
      yield call(swapInBatch, api, swapper, preview, quotes);
      return;
    }
    if (!preview.approved && !((yield call(approve, api, swapper, preview)) as boolean)) return;
    yield call(swap, api, swapper, preview, quotes);
  } catch (error) {
    yield put(swapFailed(toSwapErrorInfo(error, 'swap')));
  }
}
