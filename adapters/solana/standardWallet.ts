import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { SolanaWallet } from './SolanaWallet';
import { walletBytes } from './walletBytes';
import { solanaAccounts, solanaChains } from './solanaAccounts';
import { walletConnectorInfo } from './solanaConnectors';

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>;

// Transactions are built as legacy ones: a feature that cannot take those is as good as absent.
const takesLegacy = (feature: { supportedTransactionVersions?: readonly unknown[] } | undefined) =>
  feature !== undefined && (feature.supportedTransactionVersions ?? ['legacy']).includes('legacy');

/** A Wallet Standard wallet (`isSolanaWallet`) as the adapter uses it, through its features only. */
export function standardWallet(wallet: Wallet): SolanaWallet {
  const features = wallet.features as Features;
  const signAndSend = features['solana:signAndSendTransaction'];
  const sign = features['solana:signTransaction'];
  return {
    info: walletConnectorInfo(wallet.name, wallet.icon),
    chains: (account?: WalletAccount) =>
      solanaChains(account && account.chains.length > 0 ? account.chains : wallet.chains),
    accounts: () => solanaAccounts(wallet.accounts),
    async connect(silent) {
      const output = await features['standard:connect']!.connect(silent ? { silent } : undefined);
      return solanaAccounts(output?.accounts);
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect();
    },
    onAccountsChanged(listener) {
      const on = features['standard:events']?.on;
      if (!on) return () => undefined;
      return on('change', ({ accounts }) => {
        if (accounts) listener(solanaAccounts(accounts));
      });
    },
    async signMessage(account, message) {
      const feature = features['solana:signMessage'];
      if (!feature)
        throw new ProviderRpcError(4200, 'The wallet does not support solana:signMessage');
      const [output] = await feature.signMessage({ account, message });
      return walletBytes(output?.signature, 'signature', 64);
    },
    ...(takesLegacy(signAndSend) && {
      async signAndSendTransaction(account, chain, transaction) {
        const [output] = await signAndSend!.signAndSendTransaction({
          account,
          chain: chain as `${string}:${string}`,
          transaction,
          options: { commitment: 'confirmed' },
        });
        return walletBytes(output?.signature, 'signature', 64);
      },
    }),
    ...(takesLegacy(sign) && {
      async signTransaction(account, chain, transaction) {
        const [output] = await sign!.signTransaction({
          account,
          chain: chain as `${string}:${string}`,
          transaction,
        });
        return walletBytes(output?.signedTransaction, 'signed transaction');
      },
    }),
  };
}
