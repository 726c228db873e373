import type { WalletSourceContext } from '../../src/adapter/WalletSource';
import { createMemoryStorage } from '../../src/features/persistence/createBrowserStorage';

/** What a modal lends its wallet sources, with a fresh memory storage. */
export const testSourceContext = (): WalletSourceContext => ({
  storage: createMemoryStorage(),
  debug: false,
  lastUsedChain: () => null,
  defaultAccountTypes: {},
});
