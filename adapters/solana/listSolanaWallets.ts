import type { Wallet } from '@wallet-standard/base';
import { findLegacyProvider, legacyWallet, type LegacySolanaProvider } from './legacyWallet';
import type { SolanaWallet } from './SolanaWallet';
import { standardWallet } from './standardWallet';

/**
 * The page's Solana wallets from the Wallet Standard ones registered now, and the legacy
 * injected provider of `target` only when there are none (it is one of them, older). A
 * legacy wrapper keeps its provider's account, so it is made once per provider (`made`).
 * One wallet per connector id: a later registration replaces an earlier one.
 */
export function listSolanaWallets(
  standard: readonly Wallet[],
  target: object,
  made: WeakMap<LegacySolanaProvider, SolanaWallet>,
): SolanaWallet[] {
  const list = standard.map(standardWallet);
  const legacy = list.length === 0 ? findLegacyProvider(target) : undefined;
  if (legacy) {
    if (!made.has(legacy)) made.set(legacy, legacyWallet(legacy));
    list.push(made.get(legacy)!);
  }
  return [...new Map(list.map((wallet) => [wallet.info.id, wallet])).values()];
}
