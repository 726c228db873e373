import { registerWallet } from '@wallet-standard/wallet';
import { createBitcoinDevWallet } from './createBitcoinDevWallet';
import type { BitcoinDevWallet, BitcoinDevWalletOptions } from './types';

/**
 * Registers a Bitcoin dev wallet with the page's Wallet Standard apps, as an extension's
 * content script does: apps already listening (`getWallets()`) get it now, apps that start
 * later get it when they announce themselves. Takes a wallet or the options to create one;
 * returns the wallet (for its `controls`). The standard has no way to unregister it.
 */
export function registerBitcoinDevWallet(
  walletOrOptions: BitcoinDevWallet | BitcoinDevWalletOptions = {},
): BitcoinDevWallet {
  const wallet =
    'controls' in walletOrOptions ? walletOrOptions : createBitcoinDevWallet(walletOrOptions);
  registerWallet(wallet);
  return wallet;
}
