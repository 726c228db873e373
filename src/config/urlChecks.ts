import { safeImageUrl } from '../adapter/isSafeImageUrl';
import { last, refine, string, type Check } from './checks';

const hasProtocol = (value: string, protocols: RegExp) => {
  try {
    return protocols.test(new URL(value).protocol);
  } catch {
    return false; // not an absolute URL
  }
};

/** An absolute URL of one of `protocols` (a `javascript:` or `file:` URL, or text, is refused). */
const urlOf = (protocols: RegExp, expected: string): Check<string> =>
  refine(
    string(),
    (value) => hasProtocol(value, protocols),
    (path) => `${last(path)} must be ${expected}`,
  );

export const httpUrl = urlOf(/^https?:$/, 'an absolute http(s) URL');

/** `localhost`, `127.0.0.0/8` or `[::1]` (the URL parser has already normalised the host). */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

/**
 * An https URL, or plain http to this machine only: what a page trusts with its sessions and
 * its wallet must not be readable or changeable on the way.
 */
export const secureHttpUrl: Check<string> = refine(
  httpUrl,
  (value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || isLoopback(url.hostname);
  },
  (path) => `${last(path)} must be an https URL (http only for localhost, 127.0.0.0/8 or [::1])`,
);
export const wsUrl = urlOf(/^wss?:$/, 'an absolute ws(s) URL');

/** An image the modal renders as `<img src>`: http(s), or an inline `data:image/…`. */
export const imageUrl: Check<string> = refine(
  string(),
  (value) => safeImageUrl(value) !== null,
  (path) => `${last(path)} must be an http(s) URL or a data:image URL`,
);
