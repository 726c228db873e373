/**
 * The sealed session token the frame hands to the page (the frame itself cannot store
 * anything): AES-256-GCM over `{ u: userId, d: deviceId, e: epoch, exp }` with a key that never
 * leaves the server. GCM's tag makes any change to the token fail to open; `exp` (ms since the
 * epoch, on the site's clock) and `e` (the session epoch `expireSessions` bumps) are checked by
 * the caller. Format: `v2.` + base64url(iv 12 B ‖ tag 16 B ‖ ciphertext).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// v2: sessions issued before approvals were armed by visibility (v1) open nothing: log in again.
const PREFIX = 'v2.';

export function createSealer(key = randomBytes(32)) {
  return {
    seal(claims) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(PREFIX));
      const body = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The claims, or null for anything that is not a token this key sealed. */
    open(token) {
      if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > 2048)
        return null;
      const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
      if (raw.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(PREFIX));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
        const claims = JSON.parse(text.toString('utf8'));
        return claims && typeof claims === 'object' ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
