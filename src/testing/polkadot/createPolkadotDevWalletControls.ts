import { createScriptControls } from '../createScriptControls';
import type { PolkadotDevWalletCore } from './createPolkadotDevWalletCore';
import type { PolkadotDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * notifies subscribers), the rest are the user's actions.
 */
export function createPolkadotDevWalletControls(
  core: PolkadotDevWalletCore,
): PolkadotDevWalletControls {
  return createScriptControls(core, 'Polkadot dev wallet', {
    next: (
      method: Parameters<PolkadotDevWalletControls['next']>[0],
      outcome: Parameters<PolkadotDevWalletControls['next']>[1],
    ) => core.next(method, outcome),
    switchAccount: (index: number) => core.switchAccount(index),
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
