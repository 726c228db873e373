import type { WalletList } from '../../src/adapter/createWalletList';
import type { FoundExtension } from './discoverPolkadotExtensions';
import type { PolkadotSession } from './PolkadotSession';
import { toAccounts, usablePolkadotAccounts } from './usablePolkadotAccounts';

/**
 * Follows the extension's account list: `accountsChanged` when the usable accounts change
 * (not for the list as it was: extensions call back at once with it), `disconnected` when
 * none is left. Returns how to stop.
 */
export function watchPolkadotAccounts(
  list: WalletList<FoundExtension, PolkadotSession>,
  connectorId: string,
  session: PolkadotSession,
): () => void {
  const subscribe = session.extension.accounts.subscribe;
  if (typeof subscribe !== 'function') return () => undefined;
  let current = session.accounts.map((account) => account.address).join();
  let stopped = false;
  let off: unknown;
  try {
    off = subscribe.call(session.extension.accounts, (found) => {
      if (stopped) return;
      const accounts = usablePolkadotAccounts(found, session.network);
      const addresses = accounts.map((account) => account.address);
      if (addresses.join() === current) return;
      current = addresses.join();
      const live = list.connection(connectorId);
      if (live) live.accounts = accounts;
      list.accountsChanged(connectorId, toAccounts(accounts));
    });
  } catch {
    off = undefined;
  }
  return () => {
    stopped = true;
    try {
      if (typeof off === 'function') (off as () => void)();
    } catch {
      // An extension that fails to unsubscribe: our callback ignores it from now on.
    }
  };
}
