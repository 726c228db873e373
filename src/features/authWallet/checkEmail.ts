/**
 * An email must be valid for connect and update. One `@`, a local part, a dotted
 * domain, no spaces, at most 254 characters (RFC 5321's path limit).
 */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** An OTP is a string; the secure site's codes are 6 digits. */
export const isOtp = (otp: string): boolean => /^\d{6}$/.test(otp);

/** A second email login only 30 s after the last one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;
