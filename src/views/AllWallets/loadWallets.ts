import { BUNDLED_WALLETS } from './bundledWallets';
import type { WalletListing } from './WalletListing';

/**
 * Where AllWallets gets its list. The seam for the product API (issue 5): a source that
 * fetches, validates and pages the API's list can replace the bundled one without touching
 * the view.
 */
export type WalletSource = () => Promise<readonly WalletListing[]>;

/** The bundled catalogue: works offline and makes no request. */
export const loadWallets: WalletSource = async () => BUNDLED_WALLETS;
