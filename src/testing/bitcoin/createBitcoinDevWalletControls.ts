import { createScriptControls, withCallLog } from '../createScriptControls';
import type { BitcoinDevWalletCore } from './createBitcoinDevWalletCore';
import type { BitcoinDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * emits `change`), the rest are the user's actions.
 */
export function createBitcoinDevWalletControls(
  core: BitcoinDevWalletCore,
): BitcoinDevWalletControls {
  return createScriptControls(
    core,
    'Bitcoin dev wallet',
    withCallLog(core, {
      get messageSignature() {
        return core.state.messageSignature;
      },
      set messageSignature(mode: BitcoinDevWalletControls['messageSignature']) {
        core.setMessageSignature(mode);
      },
      setChains: (chains: Parameters<BitcoinDevWalletControls['setChains']>[0]) =>
        core.setChains(chains),
    }),
  );
}
