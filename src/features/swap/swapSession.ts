import { call, put, select } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { routerReset, viewPopped, viewPushed, viewReplaced } from '../router/routerSlice';
import { selectView } from '../router/routerSelectors';
import { showView } from '../router/showView';
import { loadChainData, loadTokenList, gasPriceOf } from './swapChainData';
import { activeSwapper, SWAP_VIEWS, type Swapper } from './swapContext';
import { MAX_FEE_MULTIPLIER, estimatedSwapFee } from './swapEstimates';
import { fromBaseUnits, maxSwapAmount, toBaseUnits } from './swapMath';
import { isSwapNetwork } from './swapNetworks';
import type { SwapQuotesRunner } from './swapQuotes';
import { swapAmountEdited } from './swapActions';
import { selectSwapState, selectSwapToken } from './swapSelectors';
import { swapContextChanged, swapNetworkRefused } from './swapSlice';

/**
 * Swap asked for on a network outside the swap list: UnsupportedChain, with the swap's reason
 * ('Network not supported for Swaps') and the networks that do swap.
 */
export function* refuseNetwork(caipNetworkId: string) {
  yield put(swapNetworkRefused(caipNetworkId));
  const state: PorticoState = yield select();
  const view = selectView(state);
  if (state.modal.status !== 'open') yield call(showView, 'UnsupportedChain');
  else if (SWAP_VIEWS.includes(view)) yield put(viewReplaced('UnsupportedChain'));
  else yield put(viewPushed('UnsupportedChain'));
}

/**
 * Swap asked for (Account's Swap, the host's `modal.open({ view: 'Swap' })`): without an
 * account, Connect; off the swap list, UnsupportedChain; else Swap, with the chain's token
 * list, prices and gas price, and a quote for a prefilled amount.
 */
export function* enterSwap(quotes: SwapQuotesRunner) {
  const state: PorticoState = yield select();
  const open = state.modal.status === 'open';
  const view = selectView(state);
  const network = selectActiveNetwork(state);
  if (!selectActiveCaipAddress(state) || !network) {
    if (open && view === 'Swap') yield put(viewReplaced('Connect'));
    else yield call(showView, 'Connect');
    return;
  }
  if (!network.supported || !isSwapNetwork(state.options, network.caipNetworkId)) {
    yield call(refuseNetwork, network.caipNetworkId);
    return;
  }
  if (!open || view !== 'Swap') yield call(showView, 'Swap');
  yield call(loadChainData, network);
  yield* quotes.schedule(0);
}

/** The picker asked for: its view, and the list when it is not in yet. */
export function* openPicker() {
  const state: PorticoState = yield select();
  if (selectView(state) !== 'SwapSelectToken') yield put(viewPushed('SwapSelectToken'));
  const network = selectActiveNetwork(state);
  const list = selectSwapState(state).tokenList;
  if (network && (list.caipNetworkId !== network.caipNetworkId || list.status === 'failed'))
    yield call(loadTokenList, network);
}

/** A token picked: back from the picker to Swap. */
export function* closePicker() {
  const state: PorticoState = yield select();
  if (selectView(state) === 'SwapSelectToken') yield put(viewPopped());
}

/** "Max": all of a token; of the native currency, what a swap's fee (at its cap) leaves. */
export function* fillMax() {
  const state: PorticoState = yield select();
  const from = selectSwapToken(state, 'from');
  const swapper: Swapper | null = yield call(activeSwapper);
  if (!from || !swapper) return;
  const balance = toBaseUnits(from.balance ?? '0', from.decimals) ?? 0n;
  let fee = 0n;
  if (from.native) {
    const gas: string | null = yield call(gasPriceOf, swapper.network);
    fee = estimatedSwapFee(BigInt(gas ?? '0')) * MAX_FEE_MULTIPLIER;
  }
  const units = maxSwapAmount({ balance, native: from.native, fee });
  yield put(swapAmountEdited(fromBaseUnits(units, from.decimals)));
}

/**
 * The account or its network changed under the swap: the old tokens and quotes are void. On a
 * swap view: Swap again on a network that swaps (its lists read anew), else UnsupportedChain.
 */
export function* contextChanged(quotes: SwapQuotesRunner) {
  yield put(swapContextChanged());
  const state: PorticoState = yield select();
  const network = selectActiveNetwork(state);
  if (state.modal.status !== 'open' || !SWAP_VIEWS.includes(selectView(state))) return;
  if (!selectActiveCaipAddress(state) || !network?.supported) return;
  if (!isSwapNetwork(state.options, network.caipNetworkId)) {
    yield call(refuseNetwork, network.caipNetworkId);
    return;
  }
  yield put(routerReset('Account'));
  yield put(viewPushed('Swap'));
  yield call(loadChainData, network);
  yield* quotes.schedule(0);
}
