import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { InjectedExtension } from './InjectedWeb3';
import type { PolkadotAccount } from './usablePolkadotAccounts';

/** A connection to an extension: what `enable` answered and the accounts it exposes. */
export interface PolkadotSession {
  extension: InjectedExtension;
  /** The network connected on: the accounts are in its SS58 form. */
  network: CaipNetwork;
  accounts: PolkadotAccount[];
}
