import type { SolanaDevWalletCore } from './createSolanaDevWalletCore';
import type { SolanaDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * emits `change`), the rest are the user's actions.
 */
export function createSolanaDevWalletControls(core: SolanaDevWalletCore): SolanaDevWalletControls {
  const { state } = core;
  return {
    get behavior() {
      return state.behavior;
    },
    set behavior(value) {
      core.setBehavior(value);
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value) {
      if (!Number.isFinite(value) || value < 0)
        throw new RangeError(`Solana dev wallet: delayMs ${value} is not >= 0`);
      state.delayMs = value;
    },
    get locked() {
      return state.locked;
    },
    set locked(value) {
      core.setLocked(value);
    },
    approve: () => core.setBehavior('approve'),
    reject: () => core.setBehavior('reject'),
    lock: () => core.setLocked(true),
    unlock: () => core.setLocked(false),
    next: (method, outcome) => core.next(method, outcome),
    switchAccount: (index) => core.switchAccount(index),
    setChains: (chains) => core.setChains(chains),
    disconnect: () => core.disconnect(),
    get calls() {
      return [...core.calls];
    },
    clearCalls: () => void core.calls.splice(0),
    getState: () => core.getState(),
  };
}
