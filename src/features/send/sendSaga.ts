import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { SendCost } from '../../adapter/ChainModule';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { FungiblePrices } from '../../api/fungiblePrice';
import type { Profile } from '../../api/profile';
import type { PorticoState } from '../../store/rootReducer';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { activeAccount, type ActiveAccount } from '../connections/activeAccount';
import { SAFE_CONNECTOR_ID } from '../connectors/safeConnectorId';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { activityRefreshRequested } from '../activity/activityActions';
import { balanceRequested } from '../balance/balanceActions';
import { selectActiveCapabilities } from '../connections/connectionsSelectors';
import { showToast } from '../notifications/notificationsSlice';
import { back } from '../modal/modalSlice';
import { routerReset, viewPushed } from '../router/routerSlice';
import { tokensRetryRequested } from '../tokens/tokensActions';
import { checkSendForm } from './checkSendForm';
import {
  sendConfirmed,
  sendFailed,
  sendMaxRequested,
  sendPreviewRequested,
  sendRequested,
  sendSpeedPicked,
  sendStarted,
  sendSucceeded,
} from './sendActions';
import { selectSendState, selectSendToken, selectSendTokens } from './sendSelectors';
import { sendAmountFilled, sendCheckFailed, sendPreviewReady } from './sendSlice';
import { toSendErrorInfo, type SendErrorInfo } from './toSendErrorInfo';
import { priceSend } from './priceSend';
import type { SendPreview, SendProblem, SendStatus, SendToken, SendTx } from './types';

/** Spec §9: a request has a timeout; a fee estimate or name lookup waits this long at most. */
export const SEND_READ_TIMEOUT_MS = 10_000;

/** Resolves `name` through the product API's name lookup: the first address the chain accepts. */
function* resolveName(name: string, adapter: ChainAdapter) {
  const loader: ApiLoader = yield getContext('api');
  if (!loader.enabled) return null;
  const api: PorticoApi = yield call([loader, loader.load]);
  const { profile }: { profile?: Profile | null } = yield race({
    profile: call(api.getProfileByName, { name }),
    timeout: delay(SEND_READ_TIMEOUT_MS),
  });
  if (!profile) return null;
  const address = Object.values(profile.addresses)
    .map((entry) => entry.address)
    .find((candidate) => adapter.isAddress(candidate));
  return address
    ? { address, name: profile.name, avatar: safeImageUrl(profile.attributes?.avatar) }
    : null;
}

/**
 * The token's current USD price from the API (spec §7 `POST /v1/fungible/price`), for the
 * preview's values; the balances' price when the API is off, does not know it, or fails.
 */
function* currentPrice(token: SendToken, chainId: string) {
  const loader: ApiLoader = yield getContext('api');
  if (!loader.enabled || token.contract === null) return token.price;
  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    const { prices }: { prices?: FungiblePrices } = yield race({
      prices: call(api.getTokenPrices, { addresses: [`${chainId}:${token.contract}`] }),
      timeout: delay(SEND_READ_TIMEOUT_MS),
    });
    const found = prices?.fungibles.find((f) => f.symbol === token.symbol);
    return found && Number.isFinite(found.price) ? found.price : token.price;
  } catch {
    return token.price;
  }
}

/** The receiver as typed: an address by the chain's rule (EIP-55 on eip155), or a name. */
function* checkReceiver(typed: string, adapter: ChainAdapter, names: boolean) {
  type Checked = { address: string; name: string | null; avatar: string | null } | SendProblem;
  const chain = adapter.chain;
  if (adapter.isAddress(typed)) {
    if (!chain?.checkReceiver) return { address: typed, name: null, avatar: null } as Checked;
    const result: Awaited<ReturnType<NonNullable<typeof chain.checkReceiver>>> = yield call(
      [chain, chain.checkReceiver],
      typed,
    );
    if ('problem' in result)
      return {
        key: result.problem === 'checksum' ? 'send.error.checksum' : 'send.error.address',
        field: 'receiver',
      } as Checked;
    return { address: result.address, name: null, avatar: null } as Checked;
  }
  if (typed.includes('.') && names) {
    let resolved: { address: string; name: string; avatar: string | null } | null = null;
    try {
      resolved = yield call(resolveName, typed, adapter);
    } catch {
      // The API failed: said as the spec's 'Error resolving name'.
    }
    return (resolved ?? { key: 'send.error.name', field: 'receiver' }) as Checked;
  }
  return { key: 'send.error.address', field: 'receiver' } as Checked;
}

/**
 * Spec §5 rules, the receiver, the fee: a preview, or the problem to show by its field.
 * `repricing`: the preview is shown already and only its speed changed; a problem found then
 * is shown on the form, by its field.
 */
function* previewWorker(repricing = false) {
  const state: PorticoState = yield select();
  const { form } = selectSendState(state);
  const token = selectSendToken(state);
  const sender: ActiveAccount | null = yield call(activeAccount);
  const capabilities = selectActiveCapabilities(state);
  const checked = checkSendForm(form, {
    account: sender?.address ?? null,
    canSend: Boolean(capabilities.send && sender?.adapter.chain),
    token,
    parseUnits: (value, decimals) => sender!.adapter.parseUnits(value, decimals),
  });
  if (!checked.ok) {
    yield call(checkFailed, checked.problem, repricing);
    return;
  }
  // The rules passed: there is an account, a chain module and a token.
  const { adapter, network } = sender!;
  const chain = adapter.chain!;
  const picked = token!;

  const receiver: { address: string; name: string | null; avatar: string | null } | SendProblem =
    yield call(checkReceiver, form.receiver.trim(), adapter, Boolean(capabilities.names));
  if ('key' in receiver) {
    yield call(checkFailed, receiver, repricing);
    return;
  }

  const native = picked.contract === null;
  if (!native && !adapter.sendToken && !chain.tokenTransferData) {
    yield call(checkFailed, { key: 'send.error.unsupportedChain', field: null }, repricing);
    return;
  }
  // Native: to the receiver. A token: sent by the adapter itself where it can (solana), else
  // as the chain module's transfer call to the token contract (eip155).
  const tx: SendTx = native
    ? { to: receiver.address, value: checked.units.toString() }
    : adapter.sendToken
      ? {
          to: receiver.address,
          value: checked.units.toString(),
          token: { address: picked.contract!, decimals: picked.decimals },
        }
      : {
          to: picked.contract!,
          value: '0',
          data: chain.tokenTransferData!(receiver.address, checked.units),
        };

  // The fee (and any extra cost) from the chain; a send the chain would refuse is said now,
  // not after signing.
  let cost: SendCost | null = null;
  try {
    cost = yield call(priceSend, adapter, network, sender!.address, tx, form.speed);
  } catch (error) {
    yield put(sendFailed(toSendErrorInfo(error)));
    if (repricing) yield put(back());
    return;
  }
  const fee = cost?.fee ?? null;
  const extras = cost?.extras ?? [];
  const tokens = selectSendTokens(state);
  const nativeToken = tokens.find((candidate) => candidate.contract === null)!;
  const nativeBalance = adapter.parseUnits(nativeToken.balance, nativeToken.decimals);
  const spent =
    (native ? checked.units : 0n) +
    (fee ?? 0n) +
    extras.reduce((sum, extra) => sum + extra.amount, 0n);
  if (fee !== null && spent > nativeBalance) {
    const problem: SendProblem = {
      key: native ? 'send.error.feeBalance' : 'send.error.balance',
      field: 'amount',
      params: { symbol: nativeToken.symbol },
    };
    yield call(checkFailed, problem, repricing);
    return;
  }

  const price: number = yield call(currentPrice, picked, network.caipNetworkId);
  const preview: SendPreview = {
    from: sender!.address,
    to: receiver.address,
    receiverName: receiver.name,
    receiverAvatar: receiver.avatar,
    token: { ...picked, price },
    amount: form.amount.trim(),
    units: checked.units.toString(),
    tx,
    fee: fee === null ? null : fee.toString(),
    feeAmount: fee === null ? null : adapter.formatUnits(fee, nativeToken.decimals),
    extras: extras.map(({ amount, reason }) => ({
      amount: adapter.formatUnits(amount, nativeToken.decimals),
      reason,
    })),
    nativeSymbol: nativeToken.symbol,
    nativeDecimals: nativeToken.decimals,
    nativePrice: nativeToken.price,
    speed: cost?.speed ?? null,
  };
  yield put(sendPreviewReady(preview));
  if (!repricing) yield put(viewPushed('SendPreview'));
}

/** A rule the send broke: shown by its field on the form (leaving a preview being repriced). */
function* checkFailed(problem: SendProblem, repricing: boolean) {
  yield put(sendCheckFailed(problem));
  if (repricing) yield put(back());
}

/** "Max": the whole balance; of the native currency, less the fee of sending it. */
function* maxWorker() {
  const state: PorticoState = yield select();
  const token = selectSendToken(state);
  const sender: ActiveAccount | null = yield call(activeAccount);
  if (!token || !sender) return;
  const { adapter, network } = sender;
  let units = adapter.parseUnits(token.balance, token.decimals);
  if (token.contract === null && units > 0n) {
    try {
      const speed = selectSendState(state).form.speed;
      const cost: SendCost | null = yield call(
        priceSend,
        adapter,
        network,
        sender.address,
        { to: sender.address, value: '0' },
        speed,
      );
      // A send cost is exact (solana); a gas estimate moves with the gas price, so a fifth of
      // it is kept aside for "Max" to still go through.
      if (cost) units -= adapter.estimateSendCost ? cost.fee : cost.fee + cost.fee / 5n;
    } catch {
      // No estimate: the whole balance, and the preview's check says if the fee does not fit.
    }
  }
  yield put(sendAmountFilled(adapter.formatUnits(units > 0n ? units : 0n, token.decimals)));
}

/** "Send": the wallet is asked; success resets and refreshes, failure returns to the form. */
function* confirmWorker() {
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
    // Spec §2: after a send the view goes to Account, its balances and activity fresh.
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

/**
 * The send feature (spec §4 send). A new preview supersedes a check under way (an edit came
 * after it); one send at a time: a confirm while one is out is ignored.
 */
export function* sendSaga(source: Channel<Action>) {
  let checking: Task | undefined;
  let sending: Task | undefined;
  while (true) {
    const action: Action = yield take(source);
    if (sendPreviewRequested.match(action) || sendSpeedPicked.match(action)) {
      // A speed picked outside a shown preview only changes what the next preview prices.
      const repricing = sendSpeedPicked.match(action);
      const status: SendStatus = yield select((s: PorticoState) => selectSendState(s).status);
      if (repricing && status !== 'checking') continue;
      if (checking?.isRunning()) yield cancel(checking);
      checking = yield fork(previewWorker, repricing);
    } else if (sendConfirmed.match(action)) {
      // Only a preview that was shown priced is sent (not one being priced again).
      const status: SendStatus = yield select((s: PorticoState) => selectSendState(s).status);
      if (status === 'sending' && !sending?.isRunning()) sending = yield fork(confirmWorker);
    } else if (sendMaxRequested.match(action)) {
      yield fork(maxWorker);
    } else if (sendRequested.match(action)) {
      const open: boolean = yield select((s: PorticoState) => s.modal.status === 'open');
      if (open) yield put(viewPushed('Send'));
    }
  }
}
