import type { SolanaDevWalletCore } from './createSolanaDevWalletCore';
import { createScriptControls, withCallLog } from '../createScriptControls';
import type { SolanaDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * emits `change`), the rest are the user's actions.
 */
export function createSolanaDevWalletControls(core: SolanaDevWalletCore): SolanaDevWalletControls {
  return createScriptControls(
    core,
    'Solana dev wallet',
    withCallLog(core, {
      setChains: (chains: Parameters<SolanaDevWalletControls['setChains']>[0]) =>
        core.setChains(chains),
    }),
  );
}
