import { useEffect, useState } from 'react';
import type { ConfigInput } from '../config/ConfigInput';
import { createWalletModal, type WalletModal } from '../modal/createWalletModal';

interface Owned {
  modal: WalletModal;
  /** Mounted providers using it. */
  users: number;
  destroyTimer?: ReturnType<typeof setTimeout>;
}

// Keyed by the config object a provider was first rendered with: React may call a state
// initializer twice (StrictMode) and mount, unmount and mount again, and each of those must
// find the same instance rather than start a second one.
const owned = new WeakMap<ConfigInput, Owned>();

/**
 * The instance a provider creates from its `config`: one live instance however often React
 * calls the initializer, destroyed once the last provider using it has unmounted. The destroy
 * waits a task, so StrictMode's unmount-and-mount-again keeps it.
 */
export function useOwnedModal(config: ConfigInput | undefined, given: WalletModal | undefined) {
  const [modal] = useState<WalletModal>(() => {
    if (given) return given;
    let entry = owned.get(config!);
    if (!entry) owned.set(config!, (entry = { modal: createWalletModal(config!), users: 0 }));
    return entry.modal;
  });
  useEffect(() => {
    const entry = config ? owned.get(config) : undefined;
    if (!entry || entry.modal !== modal) return undefined; // the host's own instance: theirs
    clearTimeout(entry.destroyTimer);
    entry.users += 1;
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.destroyTimer = setTimeout(() => {
        if (entry.users > 0) return;
        owned.delete(config!);
        modal.destroy();
      }, 0);
    };
  }, [config, modal]);
  return modal;
}
