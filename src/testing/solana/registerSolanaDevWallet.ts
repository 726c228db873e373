import { registerWallet } from '@wallet-standard/wallet';
import { createSolanaDevWallet } from './createSolanaDevWallet';
import type { SolanaDevWallet, SolanaDevWalletOptions } from './types';

/**
 * Registers a Solana dev wallet with the page's Wallet Standard apps, as an extension's
 * content script does: apps already listening (`getWallets()`) get it now, apps that start
 * later get it when they announce themselves. Takes a wallet or the options to create one;
 * returns the wallet (for its `controls`). The standard has no way to unregister it.
 */
export function registerSolanaDevWallet(
  walletOrOptions: SolanaDevWallet | SolanaDevWalletOptions = {},
): SolanaDevWallet {
  const wallet =
    'controls' in walletOrOptions ? walletOrOptions : createSolanaDevWallet(walletOrOptions);
  registerWallet(wallet);
  return wallet;
}
