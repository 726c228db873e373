import { call, put, select } from 'redux-saga/effects';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { activityRefreshRequested } from '../activity/activityActions';
import { balanceRequested } from '../balance/balanceActions';
import { activeAccount, type ActiveAccount } from '../connections/activeAccount';
import { SAFE_CONNECTOR_ID } from '../connectors/safeConnectorId';
import { showToast } from '../notifications/notificationsSlice';
import type { PorticoState } from '../PorticoState';
import { routerReset, viewPushed } from '../router/routerSlice';
import { tokensRetryRequested } from '../tokens/tokensActions';
import { sendFailed, sendStarted, sendSucceeded } from './sendActions';
import { selectSendState } from './sendSelectors';
import { toSendErrorInfo, type SendErrorInfo } from './toSendErrorInfo';

/** "Send": the wallet is asked; success resets and refreshes, failure returns to the form. */
export function* confirmWorker() {
  const state: PorticoState = yield select();
  const { preview } = selectSendState(state);
  const sender: ActiveAccount | null = yield call(activeAccount);
  if (!preview || !sender) return;
  const { adapter, network, connectorId } = sender;
  yield put(
    sendStarted({
      caipNetworkId: network.caipNetworkId,
      token: preview.token.symbol,
      amount: preview.amount,
    }),
  );
  try {
    const { tx } = preview;
    const hash: string =
      tx.token && adapter.sendToken
        ? yield call([adapter, adapter.sendToken], {
            connectorId,
            network,
            from: preview.from,
            to: tx.to,
            token: tx.token,
            amount: BigInt(tx.value),
          })
        : yield call([adapter, adapter.sendTransaction], {
            connectorId,
            network,
            from: preview.from,
            to: tx.to,
            value: BigInt(tx.value),
            ...(tx.data ? { data: tx.data } : {}),
            ...(preview.speed ? { speed: preview.speed.picked } : {}),
          });
    if (connectorId === SAFE_CONNECTOR_ID) {
      // Proposed, not sent: SendPreview says so until "Done"; no hash to link, nothing to refresh.
      yield put(sendSucceeded({ hash, caipNetworkId: network.caipNetworkId, proposed: true }));
      return;
    }
    yield put(sendSucceeded({ hash, caipNetworkId: network.caipNetworkId }));
    const still: boolean = yield call(stillConnected);
    const explorer = network.blockExplorers?.default.url;
    yield put(
      showToast({
        messageKey: 'send.sent',
        params: {
          amount: preview.amount,
          symbol: preview.token.symbol,
          hash: `${hash.slice(0, 10)}…${hash.slice(-6)}`,
        },
        variant: 'success',
        ...(explorer && {
          link: {
            href: `${explorer.replace(/\/$/, '')}/tx/${hash}`,
            labelKey: 'send.viewOnExplorer',
          },
        }),
      }),
    );
    if (!still) {
      yield put(routerReset('Connect'));
      return;
    }
    // After a send the view goes to Account, its balances and activity fresh.
    yield put(routerReset('Account'));
    yield put(balanceRequested({ force: true }));
    yield put(tokensRetryRequested());
    yield put(activityRefreshRequested());
  } catch (error) {
    const info = toSendErrorInfo(error);
    yield put(sendFailed(info));
    const still: boolean = yield call(stillConnected);
    if (!still) {
      // No form to go back to: said in a toast over the Connect view.
      yield put(showToast({ ...sendFailureMessage(info), variant: 'error' }));
      yield put(routerReset('Connect'));
      return;
    }
    // Back to the form, with what was typed.
    yield put(routerReset('Account'));
    yield put(viewPushed('Send'));
  }
}

/**
 * Whether an account is still connected once the wallet answers: locking the wallet (or
 * disconnecting it) while its prompt was open leaves none, and no Account or Send view then.
 */
function* stillConnected() {
  const account: ActiveAccount | null = yield call(activeAccount);
  return account !== null;
}

/** A failed send's message, as the form says it. */
const sendFailureMessage = (info: SendErrorInfo) =>
  info.reason
    ? { messageKey: 'send.revertedWithReason' as const, params: { reason: info.reason } }
    : { messageKey: errorMessageKey(info), ...(info.params ? { params: info.params } : {}) };
