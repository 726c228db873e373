import { createScriptControls } from '../createScriptControls';
import type { BitcoinDevWalletCore } from './createBitcoinDevWalletCore';
import type { BitcoinDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * emits `change`), the rest are the user's actions.
 */
export function createBitcoinDevWalletControls(
  core: BitcoinDevWalletCore,
): BitcoinDevWalletControls {
  return createScriptControls(core, 'Bitcoin dev wallet', {
    get messageSignature() {
      return core.state.messageSignature;
    },
    set messageSignature(mode: BitcoinDevWalletControls['messageSignature']) {
      core.setMessageSignature(mode);
    },
    next: (
      method: Parameters<BitcoinDevWalletControls['next']>[0],
      outcome: Parameters<BitcoinDevWalletControls['next']>[1],
    ) => core.next(method, outcome),
    switchAccount: (index: number) => core.switchAccount(index),
    setChains: (chains: Parameters<BitcoinDevWalletControls['setChains']>[0]) =>
      core.setChains(chains),
    disconnect: () => core.disconnect(),
    get calls() {
      return [...core.calls];
    },
    clearCalls: () => void core.calls.splice(0),
    get connectPrompts() {
      return core.connectPrompts();
    },
    getState: () => core.getState(),
  });
}
