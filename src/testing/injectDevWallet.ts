import type { Eip1193Provider } from './types';

/**
 * Sets `window.ethereum` to `provider`, for hosts that still look there (pre-EIP-6963).
 * Returns a function that puts back what was there before.
 */
export function injectDevWallet(provider: Eip1193Provider, target: Window = window): () => void {
  const slot = target as Window & { ethereum?: unknown };
  const hadOwn = Object.prototype.hasOwnProperty.call(slot, 'ethereum');
  const previous = slot.ethereum;
  Object.defineProperty(slot, 'ethereum', {
    value: provider,
    configurable: true,
    writable: true,
    enumerable: true,
  });
  return () => {
    if (hadOwn)
      Object.defineProperty(slot, 'ethereum', {
        value: previous,
        configurable: true,
        writable: true,
        enumerable: true,
      });
    else delete slot.ethereum;
  };
}
