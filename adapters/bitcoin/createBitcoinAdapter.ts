import type { Wallet } from '@wallet-standard/base';
import type { ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { FeeSpeed } from '../../src/adapter/ChainModule';
import { createWalletList } from '../../src/adapter/createWalletList';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { silentConnectMethods } from '../../src/adapter/silentConnectMethods';
import { withFees } from '../../src/adapter/withFees';
import { bitcoinAccounts } from './bitcoinAccounts';
import type { BitcoinWallet, BitcoinWalletAccount } from './BitcoinWallet';
import { bitcoinChain } from './bitcoinChain';
import { bitcoinFees, type BitcoinTransport } from './bitcoinFees';
import { bitcoinNetworkKind, toWalletStandardChain } from './bitcoinNetworks';
import { discoverBitcoinWallets } from './discoverBitcoinWallets';
import { esploraClients } from './esploraClients';
import { listBitcoinWallets } from './listBitcoinWallets';
import { networkOfAccounts } from './networkOfAccounts';
import { signBitcoinMessage } from './signBitcoinMessage';
import { toBitcoinWalletError } from './toBitcoinWalletError';

/** What differs on bitcoin (address rule, units, the relay's requests). */
export { bitcoinChain };
/** Sign-in on bitcoin (CAIP-122; BIP-322 or legacy signatures): `createDefaultSiwx({ chains: [bitcoinSignIn] })`. */
export { bitcoinSignIn } from './bitcoinSignIn';
export {
  bitcoin,
  bitcoinTestnet,
  bitcoinSignet,
  bitcoinRegtest,
  BITCOIN_MAINNET_GENESIS_HASH,
  BITCOIN_TESTNET_GENESIS_HASH,
  BITCOIN_SIGNET_GENESIS_HASH,
  BITCOIN_REGTEST_GENESIS_HASH,
} from './bitcoinNetworks';
export { verifyBitcoinSignature } from './verifyBitcoinSignature';
export { BitcoinInsufficientFundsError } from './BitcoinInsufficientFundsError';
export { BitcoinAmountBelowDustError } from './BitcoinAmountBelowDustError';
export { BitcoinBroadcastError } from './BitcoinBroadcastError';
export { BitcoinPsbtMismatchError } from './BitcoinPsbtMismatchError';
export type { FeeSpeed };

export interface BitcoinAdapterOptions {
  /** Timeout of each Esplora request, in ms. Default 10 000. */
  requestTimeoutMs?: number;
}

/**
 * The bitcoin adapter (bip122): browser wallets found through the Wallet Standard's `bitcoin:`
 * features, then sats-connect's `window.btc_providers`, then `window.unisat`; a payment and
 * an ordinals address per wallet (payment is the default type). Balances, fee rates
 * and broadcasts go to the network's Esplora REST API (`rpcUrls.default.http[0]`); a send is a
 * PSBT built here (coin selection, change, the picked fee rate, dust respected), signed by the
 * wallet and broadcast. bitcoinjs-lib (an optional peer) loads with the first send or BIP-322
 * check, never at startup.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const list = createWalletList<BitcoinWallet, BitcoinWallet>({
    infoOf: (wallet) => wallet.info,
    toError: toBitcoinWalletError,
  });
  let standard: readonly Wallet[] = [];
  const made = new WeakMap<object, BitcoinWallet>();
  const esploras = esploraClients(options.requestTimeoutMs ?? 10_000);
  const esploraOf = esploras.of;

  const accountOf = (wallet: BitcoinWallet, address: string): BitcoinWalletAccount => {
    const found = wallet.accounts().find((account) => account.address === address);
    if (!found) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return found;
  };

  /** Follows the wallet's accounts: `accountsChanged`, or `disconnected` when none is left. */
  const watch = (connectorId: string, wallet: BitcoinWallet) =>
    wallet.onAccountsChanged((accounts) =>
      list.accountsChanged(connectorId, bitcoinAccounts(accounts)),
    );

  const start = (
    connectorId: string,
    wallet: BitcoinWallet,
    accounts: readonly BitcoinWalletAccount[],
    network: CaipNetwork,
  ): ConnectResult => {
    list.open(connectorId, wallet, () => watch(connectorId, wallet));
    return {
      accounts: bitcoinAccounts(accounts),
      // Addresses are per network: the wallet is on the network its addresses are of.
      caipNetworkId: networkOfAccounts(accounts, network, list.context?.networks ?? []),
    };
  };

  /** Plans the send on the network's Esplora API, has the wallet sign it, and broadcasts it. */
  const send = async (
    connectorId: string,
    network: CaipNetwork,
    request: { from: string; to: string; value: bigint; speed?: FeeSpeed },
  ) => {
    const wallet = list.walletOf(connectorId);
    const account = accountOf(wallet, request.from);
    const kind = bitcoinNetworkKind(network);
    // The send's code, and bitcoinjs-lib, load with the first send.
    const [esplora, { planBitcoinTransfer }, { finalizeSignedPsbt }] = await Promise.all([
      esploraOf(network),
      import('./planBitcoinTransfer'),
      import('./finalizeSignedPsbt'),
    ]);
    const plan = await planBitcoinTransfer({
      esplora,
      kind,
      from: {
        address: account.address,
        ...(account.publicKey ? { publicKey: account.publicKey } : {}),
      },
      to: request.to,
      value: request.value,
      speed: request.speed ?? 'medium',
    });
    const signed = await list.ask(() =>
      wallet.signPsbt(plan.psbt, plan.inputsToSign, toWalletStandardChain(network)),
    );
    const hex = await finalizeSignedPsbt({ signed, unsigned: plan.psbt, kind });
    // In the mempool is sent: a block takes minutes on bitcoin, and balances count the mempool.
    return esplora.broadcast(hex);
  };

  /** The sender's account as a connected wallet told it (its public key), when one did. */
  const walletsHolding = (address: string) =>
    list
      .wallets()
      .flatMap((wallet) => wallet.accounts().filter((account) => account.address === address));

  return {
    namespace: 'bip122',
    chain: withFees(bitcoinChain, bitcoinFees),
    capabilities: {
      send: true,
      signTypedData: false,
      switchNetwork: true,
      walletConnect: false,
      smartAccount: false,
      names: false,
      activity: false,
    },

    setup(ctx) {
      // Discovery is local to the page (DOM events and window properties): no network, no prompt.
      if (typeof window === 'undefined') {
        list.setup(ctx);
        return;
      }
      list.setup(ctx, () =>
        discoverBitcoinWallets((found) => {
          standard = found;
          list.update(listBitcoinWallets(standard, window, made));
        }),
      );
    },

    ...silentConnectMethods(list, start, bitcoinAccounts),

    async switchNetwork({ connectorId, network }) {
      const wallet = list.walletOf(connectorId);
      const chain = toWalletStandardChain(network);
      const chains = wallet.chains();
      const accounts = wallet.accounts();
      // No wallet convention switches networks: addresses are per network, so the wallet's
      // accounts (and its chains, where it names them) decide which it serves.
      const serves =
        (chains.length === 0 || chains.includes(chain)) &&
        (accounts.length === 0 ||
          networkOfAccounts(accounts, network, [network]) === network.caipNetworkId);
      if (!serves)
        throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
          details: `${wallet.info.name} does not serve ${chain} (${network.name})`,
        });
    },

    async getBalance({ address, network }) {
      const { confirmed, unconfirmed } = await (
        await esploraOf(network)
      ).getAddressBalance(address);
      const { decimals, symbol } = network.nativeCurrency;
      return { value: confirmed + unconfirmed, decimals, symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const wallet = list.walletOf(connectorId);
      accountOf(wallet, address);
      return signBitcoinMessage(wallet, address, message, list.ask);
    },

    async sendTransaction({ connectorId, network, from, to, value, data, speed }) {
      if (data)
        throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
          details: 'call data on bitcoin',
        });
      return send(connectorId, network, { from, to, value, ...(speed ? { speed } : {}) });
    },

    transport: async (network) => ({
      network,
      esplora: () => esploraOf(network),
      publicKeyOf: (address) => walletsHolding(address)[0]?.publicKey,
    }),

    destroy() {
      list.destroy();
      esploras.clear();
    },
  } satisfies ChainAdapter<BitcoinTransport>;
}
