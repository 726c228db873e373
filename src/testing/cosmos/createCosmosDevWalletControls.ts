import { createScriptControls, withCallLog } from '../createScriptControls';
import type { CosmosDevWalletCore } from './createCosmosDevWalletCore';
import type { CosmosDevWalletControls } from './types';

/**
 * The public face of the wallet's state: the script is plain properties (unlocking lets waiting
 * requests go on), the rest are the user's actions.
 */
export function createCosmosDevWalletControls(core: CosmosDevWalletCore): CosmosDevWalletControls {
  return createScriptControls(core, 'Cosmos dev wallet', withCallLog(core, {}));
}
