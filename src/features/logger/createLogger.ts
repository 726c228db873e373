import { createLogBuffer, LOG_BUFFER_BYTES } from './createLogBuffer';
import { createRateLimit, ERROR_REPORT_LIMIT } from './createRateLimit';
import { isLevelEnabled, type EntryLevel, type LogLevel } from './logLevels';
import type { ErrorReport, ErrorReportListener, Logger } from './types';

interface LoggerOptions {
  /** Entries below this level are not kept. Default `error`. */
  level?: LogLevel;
  /** Also write kept entries to the console (the config's `debug`). Default false. */
  console?: boolean;
  /** Default 1,024,000. */
  maxBytes?: number;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * The modal's logger: a byte-capped ring buffer at a level, error reports rate-limited to
 * 5 per 60 s. It writes to the console only in debug mode: a host's console is the host's.
 */
export function createLogger({
  level = 'error',
  console: toConsole = false,
  maxBytes = LOG_BUFFER_BYTES,
  now = Date.now,
}: LoggerOptions = {}): Logger {
  const buffer = createLogBuffer(maxBytes);
  const limit = createRateLimit(ERROR_REPORT_LIMIT, now);
  const listeners = new Set<ErrorReportListener>();
  let held: ErrorReport[] = [];
  let dropped = 0;

  const log = (entryLevel: EntryLevel, message: string, context?: Record<string, unknown>) => {
    if (!isLevelEnabled(level, entryLevel)) return;
    buffer.push({ level: entryLevel, message, time: now(), ...(context ? { context } : {}) });
    // The one console sink of the logger, on only in debug mode (`debug: true`).
    // eslint-disable-next-line no-console
    if (toConsole) console[entryLevel]('[portico]', message, context ?? '');
  };

  const file = (report: ErrorReport) => {
    if (!limit.take()) {
      dropped += 1;
      return;
    }
    if (listeners.size === 0) {
      held.push(report);
      if (held.length > ERROR_REPORT_LIMIT.max) held.shift(); // the newest are worth more
    }
    for (const listener of [...listeners]) listener(report);
  };

  return {
    level,
    debug: (message, context) => log('debug', message, context),
    info: (message, context) => log('info', message, context),
    warn: (message, context) => log('warn', message, context),
    error(message, context, report) {
      log('error', message, context);
      if (report) file({ ...report, time: now() });
    },
    entries: () => buffer.entries(),
    sizeBytes: () => buffer.sizeBytes(),
    droppedReports: () => dropped,
    onReport(listener) {
      listeners.add(listener);
      const pending = held;
      held = [];
      for (const report of pending) listener(report);
      return () => listeners.delete(listener);
    },
  };
}
