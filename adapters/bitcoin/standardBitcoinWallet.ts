import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { BitcoinPurpose, BitcoinWallet, BitcoinWalletAccount } from './BitcoinWallet';
import { bitcoinConnectorInfo } from './bitcoinConnectorId';
import { toBitcoinAccounts } from './bitcoinPurpose';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  signatureProtocol,
  walletBytes,
} from './bitcoinWalletBytes';
import { isBase64 } from './decodeBase64';
import { invalidWalletAnswer } from './invalidWalletAnswer';

/*
 * The Wallet Standard's bitcoin features (ExodusMovement/bitcoin-wallet-standard, 1.0.0),
 * declared here as far as we call them: no package of them is a dependency.
 */
type BitcoinFeatures = {
  'bitcoin:connect': {
    connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>;
  };
  'bitcoin:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>;
  };
  'bitcoin:signTransaction': {
    signTransaction(
      ...inputs: {
        psbt: Uint8Array;
        chain: IdentifierString;
        inputsToSign: { account: WalletAccount; signingIndexes: number[] }[];
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>;
  };
};
type Features = Partial<BitcoinFeatures & StandardDisconnectFeature & StandardEventsFeature>;

const PURPOSES: BitcoinPurpose[] = ['payment', 'ordinals'];

const isBitcoinChain = (chain: unknown): chain is string =>
  typeof chain === 'string' && chain.startsWith('bitcoin:');

/** Whether a Wallet Standard wallet can connect and sign bitcoin transactions. */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  const { features, name } = wallet;
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof features === 'object' &&
    features !== null &&
    'bitcoin:connect' in features &&
    'bitcoin:signTransaction' in features
  );
}

/** The bitcoin accounts among what the wallet answered: a bitcoin chain, or none named. */
function bitcoinAccountsOf(accounts: unknown): BitcoinWalletAccount[] {
  if (!Array.isArray(accounts)) return [];
  const bitcoin = accounts.filter(
    (account: unknown): account is WalletAccount =>
      typeof account === 'object' &&
      account !== null &&
      (!Array.isArray((account as WalletAccount).chains) ||
        (account as WalletAccount).chains.length === 0 ||
        (account as WalletAccount).chains.some(isBitcoinChain)),
  );
  return toBitcoinAccounts(
    bitcoin.map(({ address, publicKey }) => ({
      address,
      publicKey:
        Object.prototype.toString.call(publicKey) === '[object Uint8Array]'
          ? bytesToHex(publicKey as Uint8Array)
          : undefined,
    })),
  );
}

/**
 * A Wallet Standard wallet with the bitcoin features (`isBitcoinStandardWallet`), through its
 * features only. The standard has no purpose on an account: it is inferred from the address
 * (p2tr: ordinals). A silent connect reads `wallet.accounts` (those the wallet has authorised
 * for this page): `bitcoin:connect` has no silent mode, so it is never called then.
 */
export function standardBitcoinWallet(wallet: Wallet): BitcoinWallet {
  const features = wallet.features as Features;

  const accountOf = (address: string): WalletAccount => {
    const found = wallet.accounts.find((account) => account.address === address);
    if (!found) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return found;
  };

  return {
    info: bitcoinConnectorInfo(wallet.name, wallet.icon),
    source: 'standard',
    chains: () => (Array.isArray(wallet.chains) ? wallet.chains.filter(isBitcoinChain) : []),
    accounts: () => bitcoinAccountsOf(wallet.accounts),
    async connect(silent) {
      if (silent) return bitcoinAccountsOf(wallet.accounts);
      const output = await features['bitcoin:connect']!.connect({ purposes: [...PURPOSES] });
      if (!Array.isArray(output?.accounts))
        throw invalidWalletAnswer('bitcoin:connect: expected accounts');
      return bitcoinAccountsOf(output.accounts);
    },
    async disconnect() {
      await features['standard:disconnect']?.disconnect();
    },
    onAccountsChanged(listener) {
      const events = features['standard:events'];
      if (typeof events?.on !== 'function') return () => undefined;
      const off = events.on('change', ({ accounts }) => {
        if (accounts) listener(bitcoinAccountsOf(accounts));
      });
      return typeof off === 'function' ? off : () => undefined;
    },
    async signMessage(address, message) {
      const feature = features['bitcoin:signMessage'];
      if (!feature)
        throw new ProviderRpcError(4200, 'The wallet does not support bitcoin:signMessage');
      const [output] = await feature.signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      });
      const signature = walletBytes(output?.signature, 'bitcoin:signMessage signature');
      return { signature: bytesToBase64(signature), protocol: signatureProtocol(signature) };
    },
    async signPsbt(psbt, inputs, chain) {
      if (!isBase64(psbt)) throw new TypeError('signPsbt: not base64');
      const inputsToSign = inputs.map(({ address, indexes }) => ({
        account: accountOf(address),
        signingIndexes: [...indexes],
      }));
      const [output] = await features['bitcoin:signTransaction']!.signTransaction({
        psbt: base64ToBytes(psbt),
        chain: chain as IdentifierString,
        inputsToSign,
      });
      return bytesToBase64(walletBytes(output?.signedPsbt, 'bitcoin:signTransaction PSBT'));
    },
  };
}
