import type { AuthAccountType } from './AuthWallet';
import type { AuthStorage } from './authStorage';
import type { UserOperationReceipt } from './toCallsStatus';

export interface AuthAdapterOptions {
  /** The secure site's frame page (config `secureSiteUrl`). */
  secureSiteUrl: string;
  storage: AuthStorage;
  /** Asks the frame to log (config `debug`). */
  enableLogger?: boolean;
  /** The modal's last used chain (CAIP-2), which the frame starts on; read when needed. */
  lastUsedChain?: () => string | null;
  /** Config `defaultAccountTypes.eip155`: the account type until the user picks one. */
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
