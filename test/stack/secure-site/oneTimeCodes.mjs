/**
 * The secure site's one-time codes, for login and for both steps of an email change: 6 digits,
 * valid 10 minutes, at most 5 tries, 30 s between two sends under one key. A key names a
 * purpose and an address (`login:alice@…`, `update-current:<userId>:alice@…`), so a login code
 * never works as an update code. `now()` is the site's movable clock.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { SiteError } from './siteHttp.mjs';

const CODE_TTL_MS = 10 * 60_000;
const CODE_MAX_TRIES = 5;
const RESEND_COOLDOWN_MS = 30_000;

const sameCode = (a, b) =>
  typeof b === 'string' && b.length === a.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** @param {{ now: () => number }} options */
export function createOneTimeCodes({ now }) {
  /** key → { code, expiresAt, tries, sentAt } */
  const codes = new Map();
  return {
    size: () => codes.size,
    clear: () => codes.clear(),
    has: (key) => codes.has(key),
    delete: (key) => codes.delete(key),

    /**
     * Makes a code for `key` and hands it to `send` (which mails it); kept only once sent.
     * 429 `{ retryAfterMs }` within 30 s of the previous code under this key.
     * @param {string} key
     * @param {(code: string) => Promise<void>} send
     */
    async issue(key, send) {
      const previous = codes.get(key);
      if (previous && now() - previous.sentAt < RESEND_COOLDOWN_MS) {
        const retryAfterMs = RESEND_COOLDOWN_MS - (now() - previous.sentAt);
        throw new SiteError(429, 'Please wait before asking for another code', { retryAfterMs });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await send(code);
      codes.set(key, { code, expiresAt: now() + CODE_TTL_MS, tries: 0, sentAt: now() });
    },

    /**
     * Uses up the code under `key` when `otp` is it. Else: 400 none sent, 410 expired, 429 no
     * tries left, 401 'Invalid code' `{ triesLeft }`.
     */
    check(key, otp) {
      const entry = codes.get(key);
      if (!entry) throw new SiteError(400, 'No code was sent to this address');
      if (entry.expiresAt <= now()) {
        codes.delete(key);
        throw new SiteError(410, 'The code has expired');
      }
      if (entry.tries >= CODE_MAX_TRIES) {
        codes.delete(key);
        throw new SiteError(429, 'Too many attempts, ask for a new code');
      }
      if (!sameCode(entry.code, otp)) {
        entry.tries += 1;
        throw new SiteError(401, 'Invalid code', { triesLeft: CODE_MAX_TRIES - entry.tries });
      }
      codes.delete(key);
    },
  };
}
