import type { EmailError } from './types';

/**
 * What the secure site's refusal means for the user. Its texts are its own; the view says
 * it in the catalogue's words. Frame failures have codes.
 */
export function toEmailError(error: unknown): EmailError {
  const { code, shortMessage = '' } = (error ?? {}) as { code?: string; shortMessage?: string };
  if (
    code === 'IFRAME_LOAD_FAILED' ||
    code === 'IFRAME_REQUEST_TIMEOUT' ||
    code === 'EMAIL_LOGIN_UNAVAILABLE'
  )
    return { reason: 'frameFailed' };
  if (code === 'ORIGIN_NOT_ALLOWED') return { reason: 'notAllowed' };
  const text = shortMessage.toLowerCase();
  if (text.includes('unverified domain')) return { reason: 'unverifiedDomain' };
  if (text.includes('invalid code') || text.includes('wrong code')) return { reason: 'wrongCode' };
  if (text.includes('expired')) return { reason: 'expiredCode' };
  if (text.includes('too many')) return { reason: 'tooManyTries' };
  if (text.includes('send the email') || text.includes('mail')) return { reason: 'mailFailed' };
  if (text.includes('not approved in time')) return { reason: 'deviceTimeout' };
  if (text.includes('invalid email')) return { reason: 'invalidEmail' };
  if (text.includes('please wait')) return { reason: 'cooldown' };
  return { reason: 'unknown' };
}
