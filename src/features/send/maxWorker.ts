import { call, put, select } from 'redux-saga/effects';
import type { SendCost } from '../../adapter/ChainModule';
import { activeAccount, type ActiveAccount } from '../connections/activeAccount';
import type { PorticoState } from '../PorticoState';
import { priceSend } from './priceSend';
import { selectSendState, selectSendToken } from './sendSelectors';
import { sendAmountFilled } from './sendSlice';

/** "Max": the whole balance; of the native currency, less the fee of sending it. */
export function* maxWorker() {
  const state: PorticoState = yield select();
  const token = selectSendToken(state);
  const sender: ActiveAccount | null = yield call(activeAccount);
  if (!token || !sender) return;
  const { adapter, network } = sender;
  let units = adapter.chain.parseUnits(token.balance, token.decimals);
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
      if (cost) units -= adapter.chain.estimateSendCost ? cost.fee : cost.fee + cost.fee / 5n;
    } catch {
      // No estimate: the whole balance, and the preview's check says if the fee does not fit.
    }
  }
  yield put(sendAmountFilled(adapter.chain.formatUnits(units > 0n ? units : 0n, token.decimals)));
}
