import type { ErrorInfo } from '../features/errors/ErrorInfo';
import { en, type MessageKey } from './en';

/** The catalogue key for an error: `error.<code>`, or the generic 'An error occurred'. */
export function errorMessageKey(error: Pick<ErrorInfo, 'code'>): MessageKey {
  const key = `error.${error.code}`;
  return key in en ? (key as MessageKey) : 'error.UNKNOWN_ERROR';
}
