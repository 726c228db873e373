import type { MobileLinks } from '../../features/walletConnect/formatDeepLink';

/** A wallet the AllWallets view lists: from the bundled catalogue, later the product API. */
export interface WalletListing {
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS id, when the wallet has a browser extension. */
  rdns?: string;
  /** Same-origin or data: URL only (the strict CSP and the offline suite allow no other). */
  imageUrl?: string;
  mobile?: MobileLinks;
  /** Listed first (spec §1 connector order: featured before recommended). */
  featured?: boolean;
  recommended?: boolean;
}
