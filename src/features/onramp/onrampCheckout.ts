import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { OnrampUrl } from '../../api/onramp';
import type { PorticoState } from '../PorticoState';
import { activityRefreshRequested } from '../activity/activityActions';
import { balanceRequested } from '../balance/balanceActions';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { routerReset, viewPushed } from '../router/routerSlice';
import { tokensRetryRequested } from '../tokens/tokensActions';
import { onrampDone, onrampFinished, onrampWindowOpened } from './onrampActions';
import { inOnrampFlow, onrampApi, onrampLogger } from './onrampContext';
import { selectOnrampAddress, selectOnrampForm, selectOnrampState } from './onrampSelectors';
import { onrampUrlFailed } from './onrampSlice';
import {
  navigateOnrampWindow,
  providerUrl,
  takeOnrampWindow,
  WINDOW_CLOSED_CHECK_MS,
} from './onrampWindow';

/** Resolves once `target` is closed, checked each second. */
function* windowClosed(target: Window) {
  while (!target.closed) yield delay(WINDOW_CLOSED_CHECK_MS);
}

/**
 * Back from the provider: the state reset, Account shown (when the modal still shows the
 * purchase), and the account's balance, tokens and activity read again.
 */
export function* finishOnramp() {
  yield put(onrampFinished());
  const state: PorticoState = yield select();
  if (inOnrampFlow(state)) yield put(routerReset('Account'));
  yield put(balanceRequested({ force: true }));
  yield put(tokensRetryRequested());
  yield put(activityRefreshRequested());
}

/**
 * Continue: the provider URL for the active account (`POST /v1/generators/onrampurl`), the
 * window the click opened sent there, OnrampInProgress while it is open; a blocked window
 * leaves the URL as a link. Done, or the window closed, finishes the purchase.
 */
export function* continueOnramp() {
  const target = takeOnrampWindow();
  const state: PorticoState = yield select();
  const { request } = selectOnrampForm(state);
  const { quote } = selectOnrampState(state).quote;
  const address = selectOnrampAddress(state);
  let url: string;
  try {
    if (!request || !address) throw new Error('Nothing to buy');
    const api: PorticoApi = yield call(onrampApi);
    const answer: OnrampUrl = yield call(api.getOnrampUrl, {
      destinationWallets: [
        { address, blockchains: [request.network], assets: [request.purchaseCurrency] },
      ],
      defaultNetwork: request.network,
      partnerUserId: address,
      presetFiatAmount: Number(request.amount),
      ...(quote?.purchaseAmount && { presetCryptoAmount: Number(quote.purchaseAmount.amount) }),
    });
    url = providerUrl(answer.url);
  } catch (error) {
    target?.close();
    const logger: Logger = yield call(onrampLogger);
    logger.warn('The onramp URL could not be fetched', { error: describeError(error) });
    yield put(onrampUrlFailed({ code: toErrorReport('onramp', error).code }));
    return;
  }
  if (!target || target.closed) {
    yield put(onrampWindowOpened({ url, blocked: true }));
    yield put(viewPushed('OnrampInProgress'));
    yield take(onrampDone);
  } else {
    navigateOnrampWindow(target, url);
    yield put(onrampWindowOpened({ url, blocked: false }));
    yield put(viewPushed('OnrampInProgress'));
    yield race({ closed: call(windowClosed, target), done: take(onrampDone) });
  }
  yield call(finishOnramp);
}
