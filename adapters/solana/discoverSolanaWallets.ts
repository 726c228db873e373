import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { StandardEventsFeature } from '@wallet-standard/features';
import { isSolanaWallet } from './solanaConnectors';

/**
 * Wallet Standard discovery: the wallets registered before this call (`get()`) and after it
 * (`register`, `unregister`), and a wallet's own change of chains or features, which can make
 * it qualify or stop. Calls `onChange` with every Solana wallet now registered. Local to the
 * page (DOM events): no network, no prompt. Returns a function that stops listening.
 */
export function discoverSolanaWallets(onChange: (wallets: readonly Wallet[]) => void): () => void {
  const { get, on } = getWallets();
  const watching = new Map<Wallet, () => void>();

  const update = () => {
    const registered = get();
    for (const [wallet, off] of watching)
      if (!registered.includes(wallet)) {
        off();
        watching.delete(wallet);
      }
    for (const wallet of registered) {
      if (watching.has(wallet)) continue;
      watching.set(wallet, watchChanges(wallet, update));
    }
    onChange(registered.filter(isSolanaWallet));
  };

  const offRegister = on('register', update);
  const offUnregister = on('unregister', update);
  update();
  return () => {
    offRegister();
    offUnregister();
    for (const off of watching.values()) off();
    watching.clear();
  };
}

/** Runs `update` when `wallet` changes its chains or features; a wallet that throws is not watched. */
function watchChanges(wallet: Wallet, update: () => void): () => void {
  try {
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events'];
    const off = events?.on('change', ({ chains, features }) => {
      if (chains || features) update();
    });
    return typeof off === 'function' ? off : () => undefined;
  } catch {
    return () => undefined;
  }
}
