import type { WalletAccount } from '@wallet-standard/base';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

/**
 * A Solana wallet as the adapter uses it: a Wallet Standard wallet, or a legacy injected
 * provider made to look like one. Transactions are wire bytes both ways.
 */
export interface SolanaWallet {
  readonly info: ConnectorInfo;
  /** The chains `account` (or the wallet) serves, e.g. `solana:devnet`; empty when unknown. */
  chains(account?: WalletAccount): readonly string[];
  /** The accounts the wallet has authorised for this page now. */
  accounts(): readonly WalletAccount[];
  /** Asks for accounts; `silent` never prompts and answers none when not authorised. */
  connect(silent: boolean): Promise<readonly WalletAccount[]>;
  disconnect(): Promise<void>;
  /** Calls `listener` with the authorised accounts when they change; returns the unsubscribe. */
  onAccountsChanged(listener: (accounts: readonly WalletAccount[]) => void): () => void;
  /** The ed25519 signature (64 bytes) of `message`. */
  signMessage(account: WalletAccount, message: Uint8Array): Promise<Uint8Array>;
  /** Signs and sends an unsigned transaction; resolves with its signature (64 bytes). */
  signAndSendTransaction?(
    account: WalletAccount,
    chain: string,
    transaction: Uint8Array,
  ): Promise<Uint8Array>;
  /** Signs an unsigned transaction; resolves with the signed wire bytes. */
  signTransaction?(
    account: WalletAccount,
    chain: string,
    transaction: Uint8Array,
  ): Promise<Uint8Array>;
}
