import type { Wallet, WalletAccount } from '@wallet-standard/base';
import bs58 from 'bs58';
import type { Account, ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import type { SendCostRequest } from '../../src/adapter/ChainModule';
import { createWalletList } from '../../src/adapter/createWalletList';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { silentConnectMethods } from '../../src/adapter/silentConnectMethods';
import { discoverSolanaWallets } from './discoverSolanaWallets';
import type { LegacySolanaProvider } from './legacyWallet';
import { listSolanaWallets } from './listSolanaWallets';
import { loadWeb3 } from './loadWeb3';
import { networkTransports } from './networkTransports';
import { solanaChain } from './solanaChain';
import type { SolanaWallet } from './SolanaWallet';
import { toWalletError } from './toWalletError';
import { supportsNetwork, toCaipNetworkId, toWalletStandardChain } from './walletStandardChain';
import { watchAccounts } from './watchAccounts';

/** What differs on Solana, for a universal adapter used alone: `universalAdapter({ chains: [solanaChain] })`. */
export { solanaChain };
/** Sign-in on Solana (CAIP-122, ed25519): `createDefaultSiwx({ chains: [solanaSignIn] })`. */
export { solanaSignIn } from './solanaSignIn';
export {
  solana,
  solanaDevnet,
  solanaTestnet,
  solanaLocalnet,
  SOLANA_LOCALNET_GENESIS_HASH,
} from './solanaNetworks';
export { RentExemptMinimumError } from './RentExemptMinimumError';

export interface SolanaAdapterOptions {
  /** Rank a network's RPC URLs by periodic pings. Default true when it has several. */
  rankRpcUrls?: boolean;
  /** How long a send waits for its confirmation, in ms. Default 60 000. */
  confirmTimeoutMs?: number;
}

/**
 * The solana adapter: Wallet Standard discovery (`getWallets()`), and the legacy injected
 * provider only where no wallet speaks the standard. Reads go to the network's own RPC URLs
 * through a fallback transport, never through the wallet; web3.js loads with the first send.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  return browserWalletsAdapter(options);
}

const toAccounts = (accounts: readonly WalletAccount[]): Account[] =>
  accounts.map(({ address }) => ({ namespace: 'solana', address, type: 'eoa' }));

function browserWalletsAdapter(options: SolanaAdapterOptions): ChainAdapter {
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 60_000;
  const list = createWalletList<SolanaWallet, SolanaWallet>({
    infoOf: (wallet) => wallet.info,
    toError: toWalletError,
  });
  const legacyWrappers = new WeakMap<LegacySolanaProvider, SolanaWallet>();
  const transports = networkTransports(options.rankRpcUrls ?? true);
  const transportFor = transports.get;

  const refresh = (standard: readonly Wallet[]) =>
    list.update(listSolanaWallets(standard, window, legacyWrappers));

  const accountOf = (wallet: SolanaWallet, address: string): WalletAccount => {
    const found = wallet.accounts().find((account) => account.address === address);
    if (!found) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return found;
  };

  const watch = (connectorId: string, wallet: SolanaWallet, addresses: string[]) =>
    watchAccounts(wallet, connectorId, addresses, (event) => {
      if (event.type === 'disconnected') list.close(connectorId);
      list.emit(event);
    });

  /** The CAIP-2 id the wallet acts on: the asked network when it serves it, else its own. */
  const chainOf = (wallet: SolanaWallet, account: WalletAccount, network: CaipNetwork) => {
    const chains = wallet.chains(account);
    // A wallet that names no chain (legacy) acts on whichever network we send to.
    if (chains.length === 0 || supportsNetwork(chains, network)) return network.caipNetworkId;
    const [first] = chains as [string];
    return toCaipNetworkId(first, list.context?.networks ?? []) ?? (first as CaipNetworkId);
  };

  const start = (
    connectorId: string,
    wallet: SolanaWallet,
    accounts: readonly WalletAccount[],
    network: CaipNetwork,
  ): ConnectResult => {
    const addresses = accounts.map((account) => account.address);
    list.open(connectorId, wallet, () => watch(connectorId, wallet, addresses));
    return {
      accounts: toAccounts(accounts),
      caipNetworkId: chainOf(wallet, accounts[0]!, network),
    };
  };

  /** Plans the send on the network's RPC, then has the connector's wallet send it. */
  const send = async (connectorId: string, network: CaipNetwork, request: SendCostRequest) => {
    const wallet = list.walletOf(connectorId);
    const account = accountOf(wallet, request.from);
    // The send's code, and web3.js, load with the first send.
    const [{ planTransfer }, { sendPlanned }, web3] = await Promise.all([
      import('./planTransfer'),
      import('./sendPlanned'),
      loadWeb3(),
    ]);
    const rpc = await transportFor(network);
    const plan = await planTransfer(rpc, web3, request);
    return sendPlanned({ web3, rpc, network, wallet, account, confirmTimeoutMs }, plan);
  };

  return {
    namespace: 'solana',
    chain: solanaChain,
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
      // Discovery is local to the page (DOM events): no network, no prompt.
      list.setup(
        ctx,
        typeof window !== 'undefined' ? () => discoverSolanaWallets(refresh) : undefined,
      );
    },

    ...silentConnectMethods(list, start, toAccounts),

    async switchNetwork({ connectorId, network }) {
      const wallet = list.walletOf(connectorId);
      const chains = wallet.chains(wallet.accounts()[0]);
      // The Wallet Standard has no switch: each request names its chain. The wallet's
      // chains decide which it can serve.
      if (chains.length > 0 && !supportsNetwork(chains, network))
        throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
          details: `${wallet.info.name} does not serve ${toWalletStandardChain(network)} (${network.name})`,
        });
    },

    async getBalance({ address, network }) {
      const value = await solanaChain.getNativeBalance(await transportFor(network), address);
      const { decimals, symbol } = network.nativeCurrency;
      return { value, decimals, symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const wallet = list.walletOf(connectorId);
      const account = accountOf(wallet, address);
      const bytes = new TextEncoder().encode(message);
      return bs58.encode(await list.ask(() => wallet.signMessage(account, bytes)));
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data)
        throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
          details: 'call data on solana: tokens go through sendToken',
        });
      return send(connectorId, network, { from, to, value });
    },

    sendToken: ({ connectorId, network, ...request }) => send(connectorId, network, request),

    transport: transportFor,

    destroy() {
      list.destroy();
      transports.destroy();
    },
  };
}
