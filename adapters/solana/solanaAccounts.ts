import type { WalletAccount } from '@wallet-standard/base';
import { isSolanaAddress } from './solanaAddress';

const isSolanaChain = (chain: unknown): chain is string =>
  typeof chain === 'string' && chain.startsWith('solana:');

/** The Solana chains among a wallet's or an account's. */
export const solanaChains = (chains: unknown): string[] =>
  Array.isArray(chains) ? chains.filter(isSolanaChain) : [];

/**
 * The Solana accounts among what a wallet answered (a page script: checked, not trusted): a
 * valid address, and a Solana chain unless the account names none.
 */
export function solanaAccounts(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  return accounts.filter((account: unknown): account is WalletAccount => {
    if (typeof account !== 'object' || account === null) return false;
    const { address, chains } = account as Partial<WalletAccount>;
    return (
      typeof address === 'string' &&
      isSolanaAddress(address) &&
      Array.isArray(chains) &&
      (chains.length === 0 || chains.some(isSolanaChain))
    );
  });
}
