import { PorticoError } from '../../adapter/PorticoError';
import { isAllowedDeepLink } from '../../utils/safeDeepLink';

/** A wallet's mobile links, as the catalogue or the product API lists them. */
export interface MobileLinks {
  /** A custom scheme, e.g. `metamask://` (the `://` may be left out). */
  native?: string;
  /** An https universal link, e.g. `https://metamask.app.link`. */
  universal?: string;
}

type DeepLinkKind = 'native' | 'universal';

function invalid(link: string): PorticoError {
  return new PorticoError('INVALID_DEEP_LINK', 'Invalid wallet link', { details: link });
}

const withPairing = (base: string, uri: string) => `${base}wc?uri=${encodeURIComponent(uri)}`;

/**
 * `metamask://` + uri → `metamask://wc?uri=<encoded>`. A scheme without `://` gets it
 * (`metamask` and `metamask:` both become `metamask://`); a path gets a trailing slash.
 */
export function formatNativeDeepLink(scheme: string, uri: string): string {
  const trimmed = scheme.trim();
  let base = trimmed.includes('://') ? trimmed : `${trimmed.replace(/[:/]+$/, '')}://`;
  const name = base.slice(0, base.indexOf('://')).toLowerCase();
  if (name === 'https') return formatUniversalLink(base, uri);
  // One rule for every wallet link (src/utils/safeDeepLink.ts): no scheme that runs code or
  // navigates this page (javascript:, data:, intent:, http:…).
  if (!isAllowedDeepLink(base, 'native')) throw invalid(scheme);
  if (!base.endsWith('/')) base += '/';
  return withPairing(base, uri);
}

/** `https://metamask.app.link` + uri → `https://metamask.app.link/wc?uri=<encoded>`. */
export function formatUniversalLink(link: string, uri: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    throw invalid(link);
  }
  if (url.protocol !== 'https:' || url.search || url.hash) throw invalid(link);
  const base = url.href.endsWith('/') ? url.href : `${url.href}/`;
  return withPairing(base, uri);
}

/**
 * The link to open for a wallet: its universal link when `prefer` is 'universal' and it may
 * be opened, else its native scheme, else whichever of the two may be opened
 * (`isAllowedDeepLink`: a native scheme off the wallet-app list falls back to the universal
 * link). Null when neither may: the wallet is reached by its QR code only.
 */
export function formatDeepLink(
  links: MobileLinks,
  uri: string,
  prefer: DeepLinkKind = 'native',
): { kind: DeepLinkKind; href: string } | null {
  const order: DeepLinkKind[] =
    prefer === 'native' ? ['native', 'universal'] : ['universal', 'native'];
  for (const kind of order) {
    const link = links[kind];
    if (!isAllowedDeepLink(link, kind)) continue;
    try {
      return {
        kind,
        href: kind === 'native' ? formatNativeDeepLink(link, uri) : formatUniversalLink(link, uri),
      };
    } catch {
      // A link this rule allows but that cannot carry the pairing URI (a query, a fragment).
    }
  }
  return null;
}
