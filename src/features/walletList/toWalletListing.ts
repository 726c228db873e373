import type { WalletEntry } from '../../api/wallets';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import type { WalletListing } from './types';

/** An API entry as AllWallets lists it; an image with an unsafe scheme is dropped, not shown. */
export function toWalletListing(entry: WalletEntry): WalletListing {
  const imageUrl = safeImageUrl(entry.imageUrl);
  const mobile = {
    ...(entry.nativeLink ? { native: entry.nativeLink } : {}),
    ...(entry.universalLink ? { universal: entry.universalLink } : {}),
  };
  return {
    id: entry.id,
    name: entry.name,
    namespaces: entry.namespaces,
    featured: entry.featured,
    recommended: entry.recommended,
    ...(entry.rdns ? { rdns: entry.rdns } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(mobile.native || mobile.universal ? { mobile } : {}),
  };
}
