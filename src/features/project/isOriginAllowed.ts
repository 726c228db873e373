const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `origin` (`http://127.0.0.1:5173`) matches one of the project's allowed-origin
 * patterns, where `*` matches any run of characters (`http://127.0.0.1:*`, `https://*.example.com`).
 * Case-insensitive, as origins are; a trailing slash in a pattern is ignored.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const body = pattern.replace(/\/+$/, '').split('*').map(escapeRegExp).join('.*');
    return new RegExp(`^${body}$`, 'i').test(origin);
  });
}
