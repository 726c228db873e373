/**
 * Which wallet links Portico may render or open. A wallet's links come from the product API
 * (or the bundled catalogue) and end up in `window.open` or an `<a href>`, so a hostile entry
 * must not run script in this page, load a document from inline data, or reach the local disk.
 *
 * The rule:
 * - universal: `https:` only, with a host and no `user:password@` (which hides the real host
 *   behind a familiar name). Plain `http:` is refused even to localhost: iOS and Android only
 *   hand https links to an app, so an http one could never be a universal link.
 * - native: a wallet app's own scheme (`metamask://`, `metamask:` or just `metamask`), one of
 *   `WALLET_APP_SCHEMES` and nothing else: an unknown scheme may open an operating-system
 *   handler instead of a wallet. An `https:` native link is judged as a universal one.
 * - neither may hold whitespace, control or invisible format characters: browsers drop them
 *   while parsing (`java\tscript:` is `javascript:`), so they only serve to slip past a check.
 * - at most `MAX_DEEP_LINK_LENGTH` long.
 */

import { WALLET_APP_SCHEMES } from './walletAppSchemes';

type WalletLinkKind = 'native' | 'universal';

/** Longest wallet link kept: real ones are under 100; 2,048 leaves room for the pairing URI. */
const MAX_DEEP_LINK_LENGTH = 2048;

const HIDDEN = /[\s\p{Cc}\p{Cf}\p{Cs}]/u;

function isAllowedUniversalLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

function isAllowedNativeLink(link: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*)(?::|$)/i.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return false;
  if (scheme === 'https') return isAllowedUniversalLink(link);
  return WALLET_APP_SCHEMES.has(scheme);
}

/**
 * Whether a wallet link may be shown or opened (the rule above). `kind` is how the catalogue
 * lists it; without it, a link that passes as either (a formatted link about to be opened).
 */
export function isAllowedDeepLink(link: unknown, kind?: WalletLinkKind): link is string {
  if (typeof link !== 'string' || link === '' || link.length > MAX_DEEP_LINK_LENGTH) return false;
  if (HIDDEN.test(link)) return false;
  if (kind === 'universal') return isAllowedUniversalLink(link);
  return isAllowedNativeLink(link);
}

/** `link` when it may be shown or opened (`isAllowedDeepLink`), else undefined. */
export function safeDeepLink(
  link: string | null | undefined,
  kind?: WalletLinkKind,
): string | undefined {
  return isAllowedDeepLink(link, kind) ? link : undefined;
}
