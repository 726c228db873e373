import type { ChainNamespace } from '../adapter/chainNamespace';
import type { AuthAccountType } from './AuthWallet';
import type { AuthStorage } from './authStorage';
import type { UserOperationReceipt } from '../adapter/UserOperationReceipt';

export interface AuthAdapterOptions {
  /** The namespace it serves (its source's declared one): its accounts and chains are of it. */
  namespace: ChainNamespace;
  /** The secure site's frame page (config `secureSiteUrl`). */
  secureSiteUrl: string;
  storage: AuthStorage;
  /** Asks the frame to log (config `debug`). */
  enableLogger?: boolean;
  /** The modal's last used chain (CAIP-2), which the frame starts on; read when needed. */
  lastUsedChain?: () => string | null;
  /** Config `defaultAccountTypes` of its namespace: the account type until the user picks one. */
  defaultAccountType?: AuthAccountType;
  /**
   * `eth_getUserOperationReceipt` through the product API's bundler URL, for
   * `wallet_getCallsStatus` of the smart account's batches. Without it that request is refused.
   */
  getUserOperationReceipt?: (
    caipNetworkId: string,
    userOpHash: string,
  ) => Promise<UserOperationReceipt | null>;
  now?: () => number;
}
