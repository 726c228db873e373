import { buffers, eventChannel } from 'redux-saga';
import type { ErrorReport, Logger } from '../logger/types';

/** The logger's error reports as a channel; at most 5 a minute arrive (the logger's cap). */
export function reportChannel(logger: Logger) {
  return eventChannel<ErrorReport>((emit) => logger.onReport(emit), buffers.expanding(8));
}
