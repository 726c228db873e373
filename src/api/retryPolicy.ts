import type { ApiError } from './ApiError';

/** How GET requests are retried. */
export interface RetryOptions {
  /** Tries in all, the first included. Default 3; 1 turns retries off. */
  tries: number;
  /** Wait before the second try, in ms; doubles for each further try. Default 1000. */
  baseDelayMs: number;
  /** Longest wait between two tries, in ms. Default 30 000. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { tries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };

/**
 * Whether another try may help: a network failure, a timeout, a 5xx or 429 may pass; another
 * 4xx will not. A parse error will not either: the server answered, and would answer the same.
 */
export function isRetryable(error: ApiError): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return error.status === 429 || error.status >= 500;
    case 'parse':
      return false;
  }
}

/** The wait before try `nextTry` (2, 3, …): base, 2 × base, 4 × base, … capped at the maximum. */
export function retryDelay(nextTry: number, options: RetryOptions): number {
  return Math.min(options.baseDelayMs * 2 ** (nextTry - 2), options.maxDelayMs);
}
