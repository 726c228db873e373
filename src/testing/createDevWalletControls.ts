import type { DevWalletCore } from './createDevWalletCore';
import type { DevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked` or
 * `behavior` also settles pending connects), the rest are the user's actions.
 */
export function createDevWalletControls(core: DevWalletCore): DevWalletControls {
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
        throw new RangeError(`Dev wallet: delayMs ${value} is not >= 0`);
      state.delayMs = value;
    },
    get locked() {
      return state.locked;
    },
    set locked(value) {
      core.setLocked(value);
    },
    get refuseChainSwitch() {
      return state.refuseChainSwitch;
    },
    set refuseChainSwitch(value) {
      state.refuseChainSwitch = value;
    },
    approve: () => core.setBehavior('approve'),
    reject: () => core.setBehavior('reject'),
    lock: () => core.setLocked(true),
    unlock: () => core.setLocked(false),
    next: (method, outcome) => core.next(method, outcome),
    switchAccount: (index) => core.switchAccount(index),
    setChain: (chainId) => core.setChain(chainId),
    disconnect: () => core.disconnect(),
    getState: () => core.getState(),
  };
}
