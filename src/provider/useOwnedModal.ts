import { useEffect, useState } from 'react';
import type { ConfigInput } from '../config/ConfigInput';
import { buildWalletModal, type WalletModal } from '../modal/createWalletModal';

type Owned = WalletModal & { start(): void };

/**
 * The instance a provider owns, made from its `config`: built on first render but started only
 * once React keeps it (in an effect), so an initializer React calls twice (StrictMode) leaves
 * no second live instance; destroyed a task after the provider unmounts, so StrictMode's
 * unmount-and-mount-again keeps it. An instance the host passed in is the host's: never
 * started or destroyed here.
 */
export function useOwnedModal(config: ConfigInput | undefined, given: WalletModal | undefined) {
  const [owned] = useState<Owned | null>(() => (given ? null : buildWalletModal(config!)));
  useEffect(() => {
    if (!owned) return undefined;
    owned.start();
    const pending = destroyTimers.get(owned);
    if (pending) clearTimeout(pending);
    return () => {
      destroyTimers.set(
        owned,
        setTimeout(() => owned.destroy(), 0),
      );
    };
  }, [owned]);
  return given ?? owned!;
}

// A destroy waits a task, so a remount that follows an unmount at once cancels it.
const destroyTimers = new WeakMap<WalletModal, ReturnType<typeof setTimeout>>();
