import { createScriptControls } from '../createScriptControls';
import type { CosmosDevWalletCore } from './createCosmosDevWalletCore';
import type { CosmosDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (unlocking lets waiting
 * requests go on), the rest are the user's actions.
 */
export function createCosmosDevWalletControls(core: CosmosDevWalletCore): CosmosDevWalletControls {
  return createScriptControls(core, 'Cosmos dev wallet', {
    next: (
      prompt: Parameters<CosmosDevWalletControls['next']>[0],
      outcome: Parameters<CosmosDevWalletControls['next']>[1],
    ) => core.next(prompt, outcome),
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
