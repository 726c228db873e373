import type { Wallet } from '@wallet-standard/base';
import { discoverStandardWallets } from '../../src/adapter/discoverStandardWallets';
import { isSolanaWallet } from './solanaConnectors';

/**
 * Solana wallet discovery: every Solana Wallet Standard wallet registered (see
 * `discoverStandardWallets`). Returns a function that stops listening.
 */
export const discoverSolanaWallets = (onChange: (wallets: readonly Wallet[]) => void) =>
  discoverStandardWallets(isSolanaWallet, onChange);
