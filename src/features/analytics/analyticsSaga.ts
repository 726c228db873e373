import type { Action } from '@reduxjs/toolkit';
import type { Channel, EventChannel } from 'redux-saga';
import { call, delay, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { AnalyticsEvent } from '../../api/analytics';
import { isApiError } from '../../api/ApiError';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { ResolvedOptions } from '../../config/resolveConfig';
import { pageLocation } from '../../utils/pageLocation';
import { alertRaised } from '../alerts/alertsSlice';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { eventEmitted } from '../events/eventsSlice';
import { describeError } from '../logger/toErrorReport';
import type { ErrorReport, Logger } from '../logger/types';
import { selectOptions } from '../options/optionsSelectors';
import { selectEffectiveFeatures } from '../project/projectSelectors';
import { pageHideChannel } from './pageHideChannel';
import { reportChannel } from './reportChannel';
import { toAnalyticsEvent, toErrorEvent } from './toAnalyticsEvent';

/** A batch leaves when it has 10 events, 2 s after its first one, or when the page hides. */
const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_MS = 2_000;

interface Sender {
  /** Set once the API refused analytics (403): nothing more is sent. */
  forbidden: boolean;
}

/**
 * Sends one batch, in order. `POST /e` takes one event per request, so a batch is
 * a burst of requests made at one moment, off the UI's path (this runs forked).
 */
function* sendBatch(batch: AnalyticsEvent[], sender: Sender) {
  const loader: ApiLoader = yield getContext('api');
  const logger: Logger = yield getContext('logger');
  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    for (const event of batch) {
      if (sender.forbidden) return;
      yield call(api.sendAnalyticsEvent, event);
    }
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 403) {
      // Invalid App Configuration (forbidden analytics), reported once.
      sender.forbidden = true;
      logger.warn('Analytics are not allowed for this project: analytics stop');
      yield put(alertRaised('INVALID_APP_CONFIGURATION'));
      return;
    }
    // An event lost is better than a retry storm: the rest of the batch is dropped.
    logger.warn('Analytics events could not be sent', { error: describeError(error) });
  }
}

/**
 * The events the modal emits (and the logger's error reports) to `POST /e`, in
 * batches, while `features.analytics` is on. Each event carries its type and the fields of
 * `toAnalyticsEvent`'s list only: no address, no query string. Never blocks: batches are
 * sent forked, and nothing waits for them.
 */
export function* analyticsSaga(source: Channel<Action>) {
  const features: ResolvedOptions['features'] = yield select(selectEffectiveFeatures);
  if (!features.analytics) return;
  const options: ResolvedOptions = yield select(selectOptions);
  const page = pageLocation(options.metadata?.url);
  if (!page) return; // no page to report from (server rendering)
  const logger: Logger = yield getContext('logger');
  const reports: EventChannel<ErrorReport> = yield call(reportChannel, logger);
  const hidden: EventChannel<true> = yield call(pageHideChannel);
  const sender: Sender = { forbidden: false };
  let queue: AnalyticsEvent[] = [];
  let dueAt: number | null = null;
  try {
    while (!sender.forbidden) {
      // race: whichever comes first of a new event, a report, the page hiding, or the due time.
      const next: { action?: Action; report?: ErrorReport; hide?: true; due?: true } = yield race({
        action: take(source),
        report: take(reports),
        hide: take(hidden),
        ...(dueAt === null ? {} : { due: delay(Math.max(0, dueAt - Date.now()), true) }),
      });
      if (next.action && eventEmitted.match(next.action))
        queue.push(toAnalyticsEvent(next.action.payload, page));
      if (next.report) queue.push(toErrorEvent(next.report, page));
      if (queue.length > 0 && dueAt === null) dueAt = Date.now() + ANALYTICS_FLUSH_MS;
      if (queue.length >= ANALYTICS_BATCH_SIZE || ((next.hide || next.due) && queue.length > 0)) {
        const batch = queue;
        queue = [];
        dueAt = null;
        // fork: the loop keeps queuing while a batch is on its way.
        yield fork(sendBatch, batch, sender);
      } else if (next.due) dueAt = null;
    }
  } finally {
    reports.close();
    hidden.close();
  }
}
