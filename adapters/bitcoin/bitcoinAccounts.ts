import type { Account } from '../../src/adapter/ChainAdapter';
import type { BitcoinWalletAccount } from './BitcoinWallet';

const ACCOUNT_TYPE = { payment: 'payment', ordinals: 'ordinal' } as const;

/** The wallet's accounts as the core knows them: payment and ordinals addresses. */
export const bitcoinAccounts = (accounts: readonly BitcoinWalletAccount[]): Account[] =>
  accounts.map(({ address, publicKey, purpose }) => ({
    namespace: 'bip122',
    address,
    type: ACCOUNT_TYPE[purpose],
    ...(publicKey ? { publicKey } : {}),
  }));
