import { PorticoError } from '../adapter/PorticoError';
import type { PorticoStore } from '../store/createPorticoStore';
import type { WalletModal } from './WalletModal';

// Kept beside the instance, not on it: hosts see the documented API only.
const stores = new WeakMap<WalletModal, PorticoStore>();

/** Records `store` as `modal`'s own; `buildWalletModal` does it once per instance. */
export function keepStore<M extends WalletModal>(modal: M, store: PorticoStore): M {
  stores.set(modal, store);
  return modal;
}

/**
 * An instance's store, for Portico itself (the React provider, its tests and stories); not
 * exported from the package.
 */
export function storeOf(modal: WalletModal): PorticoStore {
  const store = stores.get(modal);
  if (!store) throw new PorticoError('NOT_A_MODAL', 'Not an instance made by createWalletModal');
  return store;
}
