import type { WalletEntry } from '../../api/wallets';
import { displayName } from '../../adapter/displayName';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { safeDeepLink } from '../../utils/safeDeepLink';
import type { WalletListing } from './types';

/**
 * An API entry as AllWallets lists it. The API's text is not trusted: the name is cleaned and
 * cut (`displayName`; its id stands in when nothing visible is left), an image with an unsafe
 * scheme or size and a link that may not be opened (`isAllowedDeepLink`) are dropped, so the
 * wallet shows with the glyph, or without that link.
 */
export function toWalletListing(entry: WalletEntry): WalletListing {
  const imageUrl = safeImageUrl(entry.imageUrl);
  const native = safeDeepLink(entry.nativeLink, 'native');
  const universal = safeDeepLink(entry.universalLink, 'universal');
  const mobile = {
    ...(native ? { native } : {}),
    ...(universal ? { universal } : {}),
  };
  return {
    id: entry.id,
    name: displayName(entry.name, displayName(entry.id, '?')),
    namespaces: entry.namespaces,
    featured: entry.featured,
    recommended: entry.recommended,
    ...(entry.rdns ? { rdns: entry.rdns } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(mobile.native || mobile.universal ? { mobile } : {}),
  };
}
