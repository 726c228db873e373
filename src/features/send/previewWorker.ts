import { call, put, select } from 'redux-saga/effects';
import type { SendCost } from '../../adapter/ChainModule';
import { activeAccount, type ActiveAccount } from '../connections/activeAccount';
import { selectActiveCapabilities } from '../connections/connectionsSelectors';
import { back } from '../modal/modalSlice';
import type { PorticoState } from '../PorticoState';
import { viewPushed } from '../router/routerSlice';
import { checkReceiver } from './checkReceiver';
import { checkSendForm } from './checkSendForm';
import { currentPrice } from './currentPrice';
import { priceSend } from './priceSend';
import { sendFailed } from './sendActions';
import { selectSendState, selectSendToken, selectSendTokens } from './sendSelectors';
import { sendCheckFailed, sendPreviewReady } from './sendSlice';
import { toSendErrorInfo } from './toSendErrorInfo';
import type { SendPreview, SendProblem, SendTx } from './types';

/**
 * The form's rules, the receiver, the fee: a preview, or the problem to show by its field.
 * `repricing`: the preview is shown already and only its speed changed; a problem found then
 * is shown on the form, by its field.
 */
export function* previewWorker(repricing = false) {
  const state: PorticoState = yield select();
  const { form } = selectSendState(state);
  const token = selectSendToken(state);
  const sender: ActiveAccount | null = yield call(activeAccount);
  const capabilities = selectActiveCapabilities(state);
  const checked = checkSendForm(form, {
    account: sender?.address ?? null,
    canSend: Boolean(capabilities.send && sender),
    token,
    parseUnits: (value, decimals) => sender!.adapter.chain.parseUnits(value, decimals),
  });
  if (!checked.ok) {
    yield call(checkFailed, checked.problem, repricing);
    return;
  }
  // The rules passed: there is an account, a chain module and a token.
  const { adapter, network } = sender!;
  const { chain } = adapter;
  const picked = token!;

  const receiver: { address: string; name: string | null; avatar: string | null } | SendProblem =
    yield call(checkReceiver, form.receiver.trim(), chain, Boolean(capabilities.names));
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
  const nativeBalance = chain.parseUnits(nativeToken.balance, nativeToken.decimals);
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
    feeAmount: fee === null ? null : chain.formatUnits(fee, nativeToken.decimals),
    extras: extras.map(({ amount, reason }) => ({
      amount: chain.formatUnits(amount, nativeToken.decimals),
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
