import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { StandardEventsFeature } from '@wallet-standard/features';
import { isBitcoinStandardWallet } from './standardBitcoinWallet';

/**
 * Bitcoin wallet discovery: the Wallet Standard wallets registered before this call (`get()`)
 * and after it (`register`, `unregister`), a wallet's own change of chains or features, and
 * the page's `load` (the injected `window.btc_providers` and `window.unisat` have no event:
 * they are read again, by `listBitcoinWallets`, on each call). Calls `onChange` with every
 * bitcoin Wallet Standard wallet now registered. Local to the page (DOM events): no network,
 * no prompt. Returns a function that stops listening.
 */
export function discoverBitcoinWallets(onChange: (wallets: readonly Wallet[]) => void): () => void {
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
    onChange(registered.filter(isBitcoinStandardWallet));
  };

  const offRegister = on('register', update);
  const offUnregister = on('unregister', update);
  // An extension's script may inject its provider after ours ran, before the page's load.
  const loading = typeof document !== 'undefined' && document.readyState !== 'complete';
  if (loading) window.addEventListener('load', update, { once: true });
  update();
  return () => {
    offRegister();
    offUnregister();
    if (loading) window.removeEventListener('load', update);
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
