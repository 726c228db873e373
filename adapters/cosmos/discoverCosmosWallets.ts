import { listCosmosWallets, type CosmosWallet } from './listCosmosWallets';

/**
 * Cosmos wallet discovery: the page's Keplr-compatible providers now, and again at the page's
 * `load` (an extension may inject its provider after our script ran). Calls `onChange` with
 * the list each time. Local to the page (window properties): no network, no prompt. Returns a
 * function that stops listening.
 */
export function discoverCosmosWallets(
  target: Window | EventTarget,
  onChange: (wallets: CosmosWallet[]) => void,
): () => void {
  const made = new WeakMap<object, CosmosWallet>();
  const update = () => onChange(listCosmosWallets(target, made));
  const loading = typeof document !== 'undefined' && document.readyState !== 'complete';
  if (loading) target.addEventListener('load', update, { once: true });
  update();
  return () => {
    if (loading) target.removeEventListener('load', update);
  };
}
