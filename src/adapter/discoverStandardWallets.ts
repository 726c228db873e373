import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { StandardEventsFeature } from '@wallet-standard/features';

/**
 * Wallet Standard discovery: the wallets registered before this call (`get()`) and after it
 * (`register`, `unregister`), and a wallet's own change of chains or features, which can make
 * it qualify or stop. Calls `onChange` with every registered wallet that `qualifies`, and, with
 * `rereadOnLoad`, once more at the page's `load` (for wallets found otherwise than by the
 * standard, which inject with no event). Local to the page (DOM events): no network, no
 * prompt. Returns a function that stops listening.
 */
export function discoverStandardWallets(
  qualifies: (wallet: Wallet) => boolean,
  onChange: (wallets: readonly Wallet[]) => void,
  { rereadOnLoad = false }: { rereadOnLoad?: boolean } = {},
): () => void {
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
    onChange(registered.filter(qualifies));
  };

  const offRegister = on('register', update);
  const offUnregister = on('unregister', update);
  // An extension's script may inject its provider after ours ran, before the page's load.
  const loading =
    rereadOnLoad && typeof document !== 'undefined' && document.readyState !== 'complete';
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
