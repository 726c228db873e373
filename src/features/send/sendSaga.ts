import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { cancel, fork, put, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { viewPushed } from '../router/routerSlice';
import { confirmWorker } from './confirmWorker';
import { maxWorker } from './maxWorker';
import { previewWorker } from './previewWorker';
import {
  sendConfirmed,
  sendMaxRequested,
  sendPreviewRequested,
  sendRequested,
  sendSpeedPicked,
} from './sendActions';
import { selectSendState } from './sendSelectors';
import type { SendStatus } from './types';

/**
 * The send feature. A new preview supersedes a check under way (an edit came
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
