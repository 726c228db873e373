import { isApiError } from '../../api/ApiError';
import { NameError, type NameErrorCode } from './NameError';
import type { NameErrorInfo } from './types';

/**
 * A name call's failure in the catalogue's words: `code`'s text (with `name` for a registration),
 * and the API's first reason description when its answer had one. A refusal of our own
 * (`NameError`: no auth connector, no network) keeps its own words.
 */
export function toNameErrorInfo(error: unknown, code: NameErrorCode, name?: string): NameErrorInfo {
  const own = error instanceof NameError ? error : new NameError(code, { name });
  const info: NameErrorInfo = {
    code: own.code,
    message: own.shortMessage,
    ...(own.params && { params: { ...own.params } }),
  };
  if (isApiError(error) && error.kind === 'http' && error.reason) info.reason = error.reason;
  return info;
}
