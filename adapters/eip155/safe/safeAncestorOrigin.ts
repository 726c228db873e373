/** What the page can see of its embedding: whether it is framed, and who framed it. */
interface FrameFacts {
  /** `window.parent !== window`. */
  framed: boolean;
  /** `location.ancestorOrigins`, where the browser has it (Chromium, WebKit). */
  ancestorOrigins?: ArrayLike<string> | undefined;
  /** `document.referrer`: the framing page's URL (or its origin) in other browsers. */
  referrer: string;
}

/** The default: the public Safe web app. */
const DEFAULT_SAFE_APP_HOSTS: readonly string[] = ['app.safe.global'];

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An absolute URL's origin when it is a plain https (or loopback http) origin, else null. */
function plainOrigin(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  // Userinfo (`https://app.safe.global@evil.com`) is a trick, never a Safe host.
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && LOOPBACK_HOSTNAMES.has(url.hostname)) return url;
  return null;
}

/**
 * The Safe web app's origin when the page runs framed directly by one of `hosts` (exact
 * `host`, port included: `app.safe.global`, `localhost:4100`), else null. The nearest
 * ancestor is `ancestorOrigins[0]` where the browser has it, else the referrer's origin.
 * Look-alikes (`app.safe.global.evil.com`, `evil-app.safe.global`, userinfo, another port,
 * plain http off loopback, an unparsable referrer) are refused.
 */
export function safeAncestorOrigin(
  frame: FrameFacts,
  hosts: readonly string[] = DEFAULT_SAFE_APP_HOSTS,
): string | null {
  if (!frame.framed) return null;
  const ancestor =
    frame.ancestorOrigins && frame.ancestorOrigins.length > 0
      ? frame.ancestorOrigins[0]
      : frame.referrer;
  if (!ancestor) return null;
  const url = plainOrigin(ancestor);
  if (!url) return null;
  const wanted = hosts.map((host) => host.trim().toLowerCase());
  return wanted.includes(url.host) ? url.origin : null;
}
