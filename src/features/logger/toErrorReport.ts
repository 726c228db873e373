import { PorticoError } from '../../adapter/PorticoError';
import type { ErrorReport } from './types';

/**
 * The report of a caught error: its code and HTTP status only. Messages are left out on
 * purpose: an API error's endpoint holds the account's address.
 */
export function toErrorReport(source: string, error: unknown): Omit<ErrorReport, 'time'> {
  const code = error instanceof PorticoError ? error.code : 'UNKNOWN_ERROR';
  const status = (error as { status?: unknown } | null)?.status;
  return { source, code, ...(typeof status === 'number' ? { status } : {}) };
}

/** The short, loggable text of a caught error (kept in the page's log buffer only). */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
