import type { MobileLinks } from '../walletConnect/formatDeepLink';

/** A wallet AllWallets lists: from the product API, or the bundled catalogue without one. */
export interface WalletListing {
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS id, when the wallet has a browser extension. */
  rdns?: string;
  /** An http(s) or `data:image` URL, already checked (`safeImageUrl`). */
  imageUrl?: string;
  mobile?: MobileLinks;
  /** The chain namespaces it serves (the API may name ones the product does not know yet). */
  namespaces: readonly string[];
  /** The host's featured picks, or the source's own: listed first. */
  featured?: boolean;
  /** The source's recommendations: listed after the featured ones. */
  recommended?: boolean;
}

/** Where the list on screen came from. */
export type WalletListSource = 'api' | 'bundled';

/**
 * `loading`: the first page of a search is on its way (the previous list stays on screen).
 * `loadingMore`: the next page is. `failed`: a next page could not be loaded (the first page
 * never fails: it falls back to the bundled catalogue).
 */
export type WalletListStatus = 'idle' | 'loading' | 'ready' | 'loadingMore' | 'failed';

/** What one page asks of a source, whichever it is. */
export interface WalletQuery {
  search: string;
  /** 1-based. */
  page: number;
  entries: number;
  namespaces: readonly string[];
  featured: readonly string[];
  include: readonly string[];
  exclude: readonly string[];
}

/** One page, and how many wallets match over every page. */
export interface WalletListPage {
  wallets: WalletListing[];
  count: number;
}
