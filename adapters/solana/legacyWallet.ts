import type { WalletAccount } from '@wallet-standard/base';
import type { Transaction } from '@solana/web3.js';
import { loadWeb3 } from './loadWeb3';
import type { SolanaWallet } from './SolanaWallet';
import { decodeBase58 } from './solanaAddress';
import { walletConnectorInfo } from './solanaConnectors';
import { walletBytes } from './walletBytes';

type PublicKeyLike = { toBase58?(): string; toString(): string };

/** The injected provider of wallets from before the Wallet Standard (`window.phantom.solana`). */
export interface LegacySolanaProvider {
  isPhantom?: boolean;
  publicKey?: PublicKeyLike | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: PublicKeyLike } | void>;
  disconnect?(): Promise<void>;
  signMessage(message: Uint8Array, display?: 'utf8'): Promise<{ signature: Uint8Array }>;
  signTransaction?(transaction: Transaction): Promise<Transaction>;
  signAndSendTransaction?(transaction: Transaction): Promise<{ signature: string }>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  off?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

const isProvider = (value: unknown): value is LegacySolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LegacySolanaProvider).connect === 'function' &&
  typeof (value as LegacySolanaProvider).signMessage === 'function';

/** The page's legacy provider, `window.phantom.solana` first, else `window.solana`. */
export function findLegacyProvider(target: object): LegacySolanaProvider | undefined {
  const { phantom, solana } = target as { phantom?: { solana?: unknown }; solana?: unknown };
  return [phantom?.solana, solana].find(isProvider);
}

/** A public key a provider gave, as an account; none when it is not a Solana public key. */
function accountOf(key: unknown): WalletAccount[] {
  if (typeof key !== 'object' || key === null) return [];
  const { toBase58, toString } = key as PublicKeyLike;
  const address = typeof toBase58 === 'function' ? toBase58.call(key) : toString.call(key);
  const publicKey = decodeBase58(address, 32);
  return publicKey ? [{ address, publicKey, chains: [], features: [] }] : [];
}

/**
 * A legacy provider as a `SolanaWallet`. It has no chains (its cluster is the wallet's own
 * setting), so it signs and we send, through the network's RPC, where it can.
 */
export function legacyWallet(provider: LegacySolanaProvider): SolanaWallet {
  const name = provider.isPhantom ? 'Phantom' : 'Browser Wallet';
  let accounts: WalletAccount[] = accountOf(provider.publicKey);
  const toTransaction = async (bytes: Uint8Array) => (await loadWeb3()).Transaction.from(bytes);
  return {
    info: walletConnectorInfo(name, undefined),
    chains: () => [],
    accounts: () => accounts,
    async connect(silent) {
      const answer = await provider.connect(silent ? { onlyIfTrusted: true } : undefined);
      accounts = accountOf((answer && answer.publicKey) ?? provider.publicKey);
      return accounts;
    },
    async disconnect() {
      accounts = [];
      await provider.disconnect?.();
    },
    onAccountsChanged(listener) {
      const onAccount = (key: unknown) => {
        accounts = accountOf(key);
        listener(accounts);
      };
      const onDisconnect = () => onAccount(null);
      provider.on?.('accountChanged', onAccount);
      provider.on?.('disconnect', onDisconnect);
      return () => {
        const off = (provider.off ?? provider.removeListener)?.bind(provider);
        off?.('accountChanged', onAccount);
        off?.('disconnect', onDisconnect);
      };
    },
    async signMessage(_account, message) {
      const answer = await provider.signMessage(message, 'utf8');
      return walletBytes(answer?.signature, 'signature', 64);
    },
    ...(provider.signTransaction
      ? {
          async signTransaction(_account, _chain, transaction) {
            const signed = await provider.signTransaction!(await toTransaction(transaction));
            return Uint8Array.from(signed.serialize());
          },
        }
      : provider.signAndSendTransaction && {
          async signAndSendTransaction(_account, _chain, transaction) {
            const answer = await provider.signAndSendTransaction!(await toTransaction(transaction));
            return walletBytes(decodeBase58(answer?.signature, 64), 'signature', 64);
          },
        }),
  };
}
