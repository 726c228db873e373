import { createCosmosDevWallet } from './createCosmosDevWallet';
import type { CosmosDevWallet, CosmosDevWalletOptions } from './types';

/** Where each Keplr-compatible wallet puts its provider, and the key-change event it fires. */
const EVENTS: Record<string, string> = {
  keplr: 'keplr_keystorechange',
  leap: 'leap_keystorechange',
  cosmostation: 'cosmostation_keystorechange',
};

/**
 * Installs a Cosmos dev wallet's Keplr-compatible provider in a page as an extension's content
 * script does: `target.keplr` by default, `target.leap` with key 'leap', or
 * `target.cosmostation.providers.keplr` with key 'cosmostation' (Cosmostation's Keplr
 * compatibility object). An account switch then dispatches that wallet's key-change event
 * (`keplr_keystorechange` …) on `target`. Takes a wallet or the options to create one; returns
 * the wallet (for its `controls`).
 */
export function injectCosmosDevWallet(
  walletOrOptions: CosmosDevWallet | CosmosDevWalletOptions = {},
  target: EventTarget = window,
  key = 'keplr',
): CosmosDevWallet {
  const wallet =
    'controls' in walletOrOptions ? walletOrOptions : createCosmosDevWallet(walletOrOptions);
  const slot = target as unknown as Record<string, unknown>;
  if (key === 'cosmostation') {
    const existing = (slot.cosmostation ?? {}) as { providers?: Record<string, unknown> };
    slot.cosmostation = {
      ...existing,
      providers: { ...existing.providers, keplr: wallet.provider },
    };
  } else {
    Object.defineProperty(slot, key, {
      value: wallet.provider,
      configurable: true,
      writable: true,
      enumerable: true,
    });
  }
  const event = EVENTS[key] ?? `${key}_keystorechange`;
  wallet.onKeystoreChange(() => target.dispatchEvent(new Event(event)));
  return wallet;
}
