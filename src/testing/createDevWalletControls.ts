import type { DevWalletCore } from './createDevWalletCore';
import { createScriptControls } from './createScriptControls';
import type { DevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked` or
 * `behavior` also settles pending connects), the rest are the user's actions.
 */
export function createDevWalletControls(core: DevWalletCore): DevWalletControls {
  const { state } = core;
  return createScriptControls(core, 'Dev wallet', {
    get refuseChainSwitch() {
      return state.refuseChainSwitch;
    },
    set refuseChainSwitch(value: boolean) {
      state.refuseChainSwitch = value;
    },
    get batchImplementation() {
      return state.batchImplementation;
    },
    set batchImplementation(value: string | null) {
      if (value !== null && !/^0x[0-9a-fA-F]{40}$/.test(value))
        throw new TypeError(`Dev wallet: batchImplementation ${String(value)} is not an address`);
      state.batchImplementation = value;
    },
    setChain: (chainId: number) => core.setChain(chainId),
  });
}
