import type { Wallet } from '@wallet-standard/base';
import type {
  Account,
  AdapterContext,
  ChainAdapter,
  ConnectResult,
} from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { FeeSpeed, SendCostRequest } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { BitcoinWallet, BitcoinWalletAccount } from './BitcoinWallet';
import { bitcoinChain } from './bitcoinChain';
import { bitcoinNetworkKind, toWalletStandardChain } from './bitcoinNetworks';
import type * as EsploraClientModule from './createEsploraClient';
import type { EsploraClient } from './createEsploraClient';
import { discoverBitcoinWallets } from './discoverBitcoinWallets';
import { listBitcoinWallets } from './listBitcoinWallets';
import { networkOfAccounts } from './networkOfAccounts';
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

let esploraModule: Promise<typeof EsploraClientModule> | undefined;

/**
 * The Esplora client, loaded with the first read or send: it (and zod, which checks its
 * answers) is no part of the adapter's startup. One load per page; a failed one is tried again.
 */
const loadEsplora = () =>
  (esploraModule ??= import('./createEsploraClient').catch((cause: unknown) => {
    esploraModule = undefined;
    throw cause;
  }));

const ACCOUNT_TYPE = { payment: 'payment', ordinals: 'ordinal' } as const;

const toAccounts = (accounts: readonly BitcoinWalletAccount[]): Account[] =>
  accounts.map(({ address, publicKey, purpose }) => ({
    namespace: 'bip122',
    address,
    type: ACCOUNT_TYPE[purpose],
    ...(publicKey ? { publicKey } : {}),
  }));

/**
 * The bitcoin adapter (bip122): browser wallets found through the Wallet Standard's `bitcoin:`
 * features, then sats-connect's `window.btc_providers`, then `window.unisat`; a payment and
 * an ordinals address per wallet (spec §1: payment is the default type). Balances, fee rates
 * and broadcasts go to the network's Esplora REST API (`rpcUrls.default.http[0]`); a send is a
 * PSBT built here (coin selection, change, the picked fee rate, dust respected), signed by the
 * wallet and broadcast. bitcoinjs-lib (an optional peer) loads with the first send or BIP-322
 * check, never at startup.
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  let context: AdapterContext | null = null;
  let wallets: BitcoinWallet[] = [];
  let standard: readonly Wallet[] = [];
  let stopDiscovery: (() => void) | null = null;
  const made = new WeakMap<object, BitcoinWallet>();
  const subscriptions = new Map<string, () => void>();
  const esploras = new Map<string, EsploraClient>();

  const refresh = () => {
    wallets = listBitcoinWallets(standard, window, made);
    context?.emit({ type: 'connectorsChanged', connectors: wallets.map((wallet) => wallet.info) });
  };

  const walletOf = (connectorId: string): BitcoinWallet => {
    const found = wallets.find((wallet) => wallet.info.id === connectorId);
    if (!found)
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
    return found;
  };

  const accountOf = (wallet: BitcoinWallet, address: string): BitcoinWalletAccount => {
    const found = wallet.accounts().find((account) => account.address === address);
    if (!found) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return found;
  };

  /** The network's Esplora API (its first RPC URL), one client per URL. */
  const esploraOf = async (network: CaipNetwork): Promise<EsploraClient> => {
    const url = network.rpcUrls.default.http[0];
    if (!url)
      throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
        details: `${network.caipNetworkId} has no Esplora URL (rpcUrls.default.http)`,
      });
    const { createEsploraClient } = await loadEsplora();
    let client = esploras.get(url);
    if (!client) {
      client = createEsploraClient(url, { timeoutMs: options.requestTimeoutMs ?? 10_000 });
      esploras.set(url, client);
    }
    return client;
  };

  /** A wallet call, its failure typed (a refusal is 4001). */
  const ask = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toBitcoinWalletError(error);
    }
  };

  const subscribe = (connectorId: string, wallet: BitcoinWallet) => {
    subscriptions.get(connectorId)?.();
    const stop = wallet.onAccountsChanged((accounts) => {
      if (accounts.length === 0) {
        subscriptions.get(connectorId)?.();
        context?.emit({ type: 'disconnected', connectorId });
        return;
      }
      context?.emit({
        type: 'accountsChanged',
        connectorId,
        addresses: accounts.map((account) => account.address),
        accounts: toAccounts(accounts),
      });
    });
    subscriptions.set(connectorId, () => {
      stop();
      subscriptions.delete(connectorId);
    });
  };

  const finishConnect = (
    connectorId: string,
    wallet: BitcoinWallet,
    accounts: readonly BitcoinWalletAccount[],
    network: CaipNetwork,
  ): ConnectResult => {
    subscribe(connectorId, wallet);
    return {
      accounts: toAccounts(accounts),
      // Addresses are per network: the wallet is on the network its addresses are of.
      caipNetworkId: networkOfAccounts(accounts, network, context?.networks ?? []),
    };
  };

  /** Plans the send on the network's Esplora API, has the wallet sign it, and broadcasts it. */
  const send = async (
    connectorId: string,
    network: CaipNetwork,
    request: { from: string; to: string; value: bigint; speed?: FeeSpeed },
  ) => {
    const wallet = walletOf(connectorId);
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
    const signed = await ask(() =>
      wallet.signPsbt(plan.psbt, plan.inputsToSign, toWalletStandardChain(network)),
    );
    const hex = await finalizeSignedPsbt({ signed, unsigned: plan.psbt, kind });
    // In the mempool is sent: a block takes minutes on bitcoin, and balances count the mempool.
    return esplora.broadcast(hex);
  };

  const priceSend = async (network: CaipNetwork, request: SendCostRequest) => {
    if ('token' in request)
      throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
        details: 'bitcoin has no fungible tokens to send',
      });
    const wallets = walletsHolding(request.from);
    const [esplora, { estimateBitcoinSendCost }] = await Promise.all([
      esploraOf(network),
      import('./planBitcoinTransfer'),
    ]);
    return estimateBitcoinSendCost({
      esplora,
      kind: bitcoinNetworkKind(network),
      from: {
        address: request.from,
        ...(wallets[0]?.publicKey ? { publicKey: wallets[0].publicKey } : {}),
      },
      to: request.to,
      value: request.value,
      speed: request.speed ?? 'medium',
    });
  };

  /** The sender's account as a connected wallet told it (its public key), when one did. */
  const walletsHolding = (address: string) =>
    wallets.flatMap((wallet) => wallet.accounts().filter((account) => account.address === address));

  return {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    chain: bitcoinChain,
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
      context = ctx;
      // Discovery is local to the page (DOM events and window properties): no network, no prompt.
      if (typeof window === 'undefined') return;
      stopDiscovery = discoverBitcoinWallets((found) => {
        standard = found;
        refresh();
      });
    },

    getConnectors: () => wallets.map((wallet) => wallet.info),

    async connect({ connectorId, network }) {
      const wallet = walletOf(connectorId);
      const accounts = await ask(() => wallet.connect(false));
      if (accounts.length === 0)
        throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
      return finishConnect(connectorId, wallet, accounts, network);
    },

    async reconnect({ connectorId, network }) {
      const wallet = wallets.find((candidate) => candidate.info.id === connectorId);
      if (!wallet) return null;
      // Silent: a wallet that has not authorised this page answers none, or refuses; quiet either way.
      const accounts = await wallet.connect(true).catch(() => []);
      return accounts.length === 0 ? null : finishConnect(connectorId, wallet, accounts, network);
    },

    async disconnect({ connectorId }) {
      subscriptions.get(connectorId)?.();
      const wallet = wallets.find((candidate) => candidate.info.id === connectorId);
      try {
        await wallet?.disconnect();
      } catch {
        // A wallet that fails to forget us: forgetting the connection locally is all we can do.
      }
    },

    getAccounts: async ({ connectorId }) => toAccounts(walletOf(connectorId).accounts()),

    async switchNetwork({ connectorId, network }) {
      const wallet = walletOf(connectorId);
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
      const wallet = walletOf(connectorId);
      accountOf(wallet, address);
      const { signature } = await ask(() => wallet.signMessage(address, message));
      // Checked before anyone relies on it: a wallet that signed with another key, or
      // answered something else, is refused here (BIP-322 loads bitcoinjs-lib).
      const { verifyBitcoinSignature } = await import('./verifyBitcoinSignature');
      try {
        await verifyBitcoinSignature({ message, signature, address });
      } catch (error) {
        throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
          details: error instanceof Error ? error.message : String(error),
          cause: error,
        });
      }
      return signature;
    },

    async sendTransaction({ connectorId, network, from, to, value, data, speed }) {
      if (data)
        throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
          details: 'call data on bitcoin',
        });
      return send(connectorId, network, { from, to, value, ...(speed ? { speed } : {}) });
    },

    estimateFee: async ({ network, from, to, value }) =>
      (await priceSend(network, { from, to, value })).fee,

    async estimateSendCost({ network, ...request }) {
      const cost = await priceSend(network, request);
      return {
        fee: cost.fee,
        extras: [],
        speed: { picked: request.speed ?? 'medium', rate: cost.feeRate, rateUnit: 'sat/vB' },
      };
    },

    parseUnits: bitcoinChain.parseUnits,
    formatUnits: bitcoinChain.formatUnits,
    isAddress: bitcoinChain.isAddress,

    destroy() {
      stopDiscovery?.();
      stopDiscovery = null;
      for (const unsubscribe of [...subscriptions.values()]) unsubscribe();
      esploras.clear();
      context = null;
    },
  };
}
