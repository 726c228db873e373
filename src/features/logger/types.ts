import type { EntryLevel, LogLevel } from './logLevels';

/** One line of the log buffer. `context` stays in the page: it is never sent anywhere. */
export interface LogEntry {
  level: EntryLevel;
  message: string;
  /** Unix ms. */
  time: number;
  context?: Record<string, unknown>;
}

/**
 * What an error report carries to the analytics endpoint: where it happened and a code, never
 * a message, an address or a URL (they may hold personal data).
 */
export interface ErrorReport {
  /** The feature that failed, e.g. `tokens`, `project`, `saga`. */
  source: string;
  /** A stable code: `API_HTTP_ERROR`, `API_TIMEOUT`, a `PorticoError` code… */
  code: string;
  /** The HTTP status, for `API_HTTP_ERROR`. */
  status?: number;
  /** Unix ms. */
  time: number;
}

export type ErrorReportListener = (report: ErrorReport) => void;

/** The modal's logger; it lives in the saga context (never in the store), one per instance. */
export interface Logger {
  readonly level: LogLevel;
  debug(message: string, context?: Record<string, unknown>): void;
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  /**
   * Logs an error and, given `report`, files an error report (at most 5 per 60 s;
   * the rest are counted in `droppedReports` and not sent).
   */
  error(
    message: string,
    context?: Record<string, unknown>,
    report?: Omit<ErrorReport, 'time'>,
  ): void;
  /** The buffered entries, oldest first (a copy). */
  entries(): LogEntry[];
  /** The buffer's size in bytes (UTF-8 of each entry's JSON); at most 1,024,000. */
  sizeBytes(): number;
  /** Reports filed but over the cap. */
  droppedReports(): number;
  /**
   * Delivers error reports to `listener` (the analytics saga). Reports filed before the first
   * listener are held (at most the cap's worth) and delivered to it. Returns an unsubscribe.
   */
  onReport(listener: ErrorReportListener): () => void;
}
