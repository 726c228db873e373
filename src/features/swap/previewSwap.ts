import { call, put, select } from 'redux-saga/effects';
import type { Allowance, SwapTransaction } from '../../api/convert';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { PorticoState } from '../PorticoState';
import { viewPushed } from '../router/routerSlice';
import { canBatch } from './swapBatch';
import { gasPriceOf } from './swapChainData';
import { activeSwapper, swapApi, type Swapper } from './swapContext';
import { estimatedSwapFee } from './swapEstimates';
import {
  fromBaseUnits,
  isBalanceInsufficient,
  minimumReceived,
  networkFee,
  swapSteps,
  SWAP_SLIPPAGE_PERCENT,
  toBaseUnits,
  type SwapStep,
} from './swapMath';
import { isSwapNetwork } from './swapNetworks';
import { currentQuoteRequest, type QuoteRequest, type SwapQuotesRunner } from './swapQuotes';
import {
  swapCheckFailed,
  swapPreviewFailed,
  swapPreviewReady,
  type QuoteAnswer,
} from './swapSlice';
import { selectSwapSummary } from './swapSummary';
import { toSwapErrorInfo } from './toSwapErrorInfo';
import type { SwapPreview, SwapProblem } from './types';
import { refuseNetwork } from './swapSession';

const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** The form's rules, in order: both tokens, two different ones, a plain positive amount. */
function checkForm(state: PorticoState): SwapProblem | null {
  const { from, to } = selectSwapSummary(state);
  const amount = state.swap?.form.amount.trim() ?? '';
  if (!from) return { key: 'swap.error.selectFrom', field: 'from' };
  if (!to) return { key: 'swap.error.selectTo', field: 'to' };
  if (from.id.toLowerCase() === to.id.toLowerCase())
    return { key: 'swap.error.sameToken', field: 'to' };
  if (!DECIMAL.test(amount)) return { key: 'swap.error.amount', field: 'amount' };
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > from.decimals)
    return { key: 'swap.error.decimals', field: 'amount', params: { decimals: from.decimals } };
  const units = toBaseUnits(amount, from.decimals);
  if (units === null || units <= 0n) return { key: 'swap.error.amount', field: 'amount' };
  if (units > (toBaseUnits(from.balance ?? '0', from.decimals) ?? 0n))
    return { key: 'swap.error.balance', field: 'amount', params: { symbol: from.symbol } };
  return null;
}

/** The steps and the fee: the allowance decides the approval; the swap's gas is the node's when it can tell. */
function* stepsAndFee(api: PorticoApi, swapper: Swapper, request: QuoteRequest, native: boolean) {
  const gas: string | null = yield call(gasPriceOf, swapper.network);
  const gasPrice = BigInt(gas ?? '0');
  let steps: SwapStep[] = ['swap'];
  if (!native) {
    const { allowance }: Allowance = yield call(api.getSwapAllowance, {
      tokenAddress: request.input.from,
      userAddress: swapper.caipAddress,
    });
    steps = swapSteps({ native, allowance, amount: BigInt(request.input.amount) });
  }
  if (steps.length > 1) return { steps, fee: estimatedSwapFee(gasPrice, true), estimated: false };
  // Built now for its gas only: the swap is built again, from a fresh quote, before signing.
  const { tx }: SwapTransaction = yield call(api.buildSwapTransaction, {
    ...request.input,
    userAddress: swapper.caipAddress,
    slippage: SWAP_SLIPPAGE_PERCENT,
  });
  const price = /^\d+$/.test(tx.eip155.gasPrice) ? BigInt(tx.eip155.gasPrice) : gasPrice;
  return { steps, fee: networkFee(BigInt(tx.eip155.gas), price), estimated: true };
}

/**
 * "Review swap": the form's rules, a fresh quote, the allowance and the fee, the balances
 * against amount plus fee; then SwapPreview, or what stands in the way said on the form.
 */
export function* previewSwap(quotes: SwapQuotesRunner) {
  const state: PorticoState = yield select();
  const swapper: Swapper | null = yield call(activeSwapper);
  if (!swapper) {
    yield put(swapCheckFailed({ key: 'swap.error.noAccount', field: null }));
    return;
  }
  if (!isSwapNetwork(state.options, swapper.network.caipNetworkId)) {
    yield call(refuseNetwork, swapper.network.caipNetworkId);
    return;
  }
  const problem = checkForm(state);
  if (problem) {
    yield put(swapCheckFailed(problem));
    return;
  }
  const request = (yield call(currentQuoteRequest)) as QuoteRequest;
  const summary = selectSwapSummary(state);
  const from = summary.from!;
  const to = summary.to!;
  const native = summary.native;
  try {
    const answer: QuoteAnswer = yield call(quotes.request, request);
    if (!('quote' in answer)) {
      yield put(
        swapPreviewFailed(
          'error' in answer ? answer.error : { code: 'SWAP_NO_ROUTE', message: 'No route' },
        ),
      );
      return;
    }
    const api: PorticoApi = yield call(swapApi);
    const { steps, fee, estimated }: { steps: SwapStep[]; fee: bigint; estimated: boolean } =
      yield call(stepsAndFee, api, swapper, request, from.native);
    const units = BigInt(request.input.amount);
    const balanceOf = (balance: string | null, decimals: number) =>
      toBaseUnits(balance ?? '0', decimals) ?? 0n;
    if (
      isBalanceInsufficient({
        amount: units,
        balance: balanceOf(from.balance, from.decimals),
        native: from.native,
        fee,
        nativeBalance: native ? balanceOf(native.balance, native.decimals) : 0n,
      })
    ) {
      const short = units > balanceOf(from.balance, from.decimals);
      yield put(
        swapCheckFailed({
          key: short ? 'swap.error.balance' : 'swap.error.feeBalance',
          field: 'amount',
          params: { symbol: short ? from.symbol : (native?.symbol ?? '') },
        }),
      );
      return;
    }
    const out = BigInt(answer.quote.toAmount);
    const preview: SwapPreview = {
      caipNetworkId: swapper.network.caipNetworkId,
      from,
      to,
      amount: fromBaseUnits(units, from.decimals),
      fromAmount: request.input.amount,
      toAmount: out.toString(),
      minimumReceived: minimumReceived(out).toString(),
      steps,
      approved: !steps.includes('approve'),
      batched: steps.includes('approve') && ((yield call(canBatch, swapper)) as boolean),
      networkFee: fee.toString(),
      feeEstimated: estimated,
      nativeSymbol: native?.symbol ?? swapper.network.nativeCurrency.symbol,
      nativeDecimals: native?.decimals ?? swapper.network.nativeCurrency.decimals,
    };
    yield put(swapPreviewReady(preview));
    yield put(viewPushed('SwapPreview'));
  } catch (error) {
    yield put(swapPreviewFailed(toSwapErrorInfo(error, 'quote')));
  }
}
