import type { AdapterEvent } from '../../src/adapter/ChainAdapter';
import type { SolanaWallet } from './SolanaWallet';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Turns the wallet's account changes (`standard:events` 'change') into one event per fact:
 * `accountsChanged` when the addresses change, `disconnected` when none remain (then it stops
 * watching). Returns a function that stops watching (once, however often it is called).
 */
export function watchAccounts(
  wallet: SolanaWallet,
  connectorId: string,
  addresses: readonly string[],
  emit: (event: AdapterEvent) => void,
): () => void {
  let current = addresses;
  let stopped = false;
  const off = wallet.onAccountsChanged((accounts) => {
    if (stopped) return;
    const next = accounts.map((account) => account.address);
    if (next.length === 0) {
      stop();
      emit({ type: 'disconnected', connectorId });
    } else if (!sameList(next, current)) {
      current = next;
      emit({ type: 'accountsChanged', connectorId, addresses: next });
    }
  });
  const stop = () => {
    if (stopped) return;
    stopped = true;
    off();
  };
  return stop;
}
