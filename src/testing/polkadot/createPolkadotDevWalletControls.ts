import { createScriptControls, withCallLog } from '../createScriptControls';
import type { PolkadotDevWalletCore } from './createPolkadotDevWalletCore';
import type { PolkadotDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (setting `locked`
 * notifies subscribers), the rest are the user's actions.
 */
export function createPolkadotDevWalletControls(
  core: PolkadotDevWalletCore,
): PolkadotDevWalletControls {
  return createScriptControls(core, 'Polkadot dev wallet', withCallLog(core, {}));
}
