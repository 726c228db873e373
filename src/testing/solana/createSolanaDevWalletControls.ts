import type { SolanaDevWalletCore } from './createSolanaDevWalletCore';
import { createScriptControls } from '../createScriptControls';
import type { SolanaDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * emits `change`), the rest are the user's actions.
 */
export function createSolanaDevWalletControls(core: SolanaDevWalletCore): SolanaDevWalletControls {
  return createScriptControls(core, 'Solana dev wallet', {
    next: (
      method: Parameters<SolanaDevWalletControls['next']>[0],
      outcome: Parameters<SolanaDevWalletControls['next']>[1],
    ) => core.next(method, outcome),
    switchAccount: (index: number) => core.switchAccount(index),
    setChains: (chains: Parameters<SolanaDevWalletControls['setChains']>[0]) =>
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
