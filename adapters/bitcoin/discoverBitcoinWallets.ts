import type { Wallet } from '@wallet-standard/base';
import { discoverStandardWallets } from '../../src/adapter/discoverStandardWallets';
import { isBitcoinStandardWallet } from './standardBitcoinWallet';

/**
 * Bitcoin wallet discovery: the bitcoin Wallet Standard wallets (see `discoverStandardWallets`),
 * and again at the page's `load` (the injected `window.btc_providers` and `window.unisat` have
 * no event: they are read again, by `listBitcoinWallets`, on each call). Returns a function
 * that stops listening.
 */
export const discoverBitcoinWallets = (onChange: (wallets: readonly Wallet[]) => void) =>
  discoverStandardWallets(isBitcoinStandardWallet, onChange, { rereadOnLoad: true });
