import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { createWalletList } from '../../src/adapter/createWalletList';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { withTimeout } from '../../src/adapter/rpc/withTimeout';
import { withFees } from '../../src/adapter/withFees';
import { cosmosAccount } from './cosmosAccount';
import { cosmosChain } from './cosmosChain';
import { cosmosFees, type CosmosTransport } from './cosmosFees';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { cosmosChainInfos } from './cosmosChainInfos';
import { cosmosClients } from './cosmosClients';
import type { CosmosConnection } from './CosmosConnection';
import { discoverCosmosWallets } from './discoverCosmosWallets';
import { enableCosmosChain } from './enableCosmosChain';
import type { CosmosWallet } from './listCosmosWallets';
import { offlineSignerOf } from './offlineSignerOf';
import { checkChainAddress, priceCosmosSend } from './priceCosmosSend';
import { readCosmosKey } from './readCosmosKey';
import { signCosmosMessage } from './signCosmosMessage';
import { toCosmosWalletError } from './toCosmosWalletError';
import { unsupported } from './unsupported';
import { watchCosmosKey } from './watchCosmosKey';

/** What differs on Cosmos (address rule, units, the relay's requests). */
export { cosmosChain };
/** Sign-in on Cosmos (CAIP-122, ADR-36): `createDefaultSiwx({ chains: [cosmosSignIn] })`. */
export { cosmosSignIn } from './cosmosSignIn';
export {
  cosmoshub,
  osmosis,
  cosmosLocal,
  cosmosNetwork,
  toKeplrChainInfo,
  COSMOSHUB_CHAIN_INFO,
  OSMOSIS_CHAIN_INFO,
  type CosmosLocalOptions,
  type CosmosNetworkWithInfo,
} from './cosmosNetworks';
export type { CosmosChainInfo, KeplrChainInfo, KeplrCurrency } from './CosmosChainInfo';
export type { KeplrProvider } from './KeplrProvider';
export { verifyCosmosSignature } from './verifyCosmosSignature';
export { CosmosInsufficientFundsError } from './CosmosInsufficientFundsError';
export { CosmosTransactionError } from './CosmosTransactionError';
export { isCosmosAddress } from './cosmosAddress';

export interface CosmosAdapterOptions {
  /**
   * Chain infos of the cosmos networks the modal is configured with, besides the built-in
   * Cosmos Hub and Osmosis ones (one with the same chain id replaces the built-in one).
   */
  chains?: readonly CosmosChainInfo[];
  /** How often a send asks whether its transaction is in a block, in ms. Default 500. */
  broadcastPollIntervalMs?: number;
  /** How long a send waits for its transaction to be in a block, in ms. Default 60 000. */
  confirmTimeoutMs?: number;
  /** Timeout of each CometBFT RPC request, in ms. Default 10 000. */
  requestTimeoutMs?: number;
  /** The simulated gas of a send is multiplied by this for its gas limit. Default 1.4. */
  gasMultiplier?: number;
}

/** How long the silent reconnect waits for the wallet's `enable` and `getKey`. */
const RECONNECT_TIMEOUT_MS = 3_000;
const noAnswer = () => new Error(`no answer within ${RECONNECT_TIMEOUT_MS} ms`);

/**
 * The cosmos adapter: Keplr-compatible browser wallets (`window.keplr`, then `window.leap`,
 * then `window.cosmostation.providers.keplr`), one account per chain (its address carries
 * the chain's bech32 prefix). A chain the wallet does not know is suggested to it
 * (`experimentalSuggestChain`). Balances, fees and sends go to the network's CometBFT RPC
 * (`rpcUrls.default.http[0]`) through @cosmjs/stargate (an optional peer), which loads with
 * the first read, never at startup. A send is a bank `MsgSend` of the native denom, signed by
 * the wallet's offline signer with a fee simulated beforehand, and resolves with its hash once
 * it is in a block. Messages are signed ADR-36 (`signArbitrary`) and checked before they are
 * returned.
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const pollIntervalMs = options.broadcastPollIntervalMs ?? 500;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 60_000;
  const gasMultiplier = options.gasMultiplier ?? 1.4;
  const infos = cosmosChainInfos(options.chains);
  const clients = cosmosClients(options.requestTimeoutMs ?? 10_000);
  const list = createWalletList<CosmosWallet, CosmosConnection>({
    infoOf: (wallet) => wallet.info,
    toError: toCosmosWalletError,
  });
  let target: EventTarget | null = null;
  /** Public keys wallets told, by address: a send's fee is simulated with its sender's key. */
  const keys = new Map<string, Uint8Array>();

  const connectionOf = (connectorId: string, address: string): CosmosConnection => {
    const connection = list.connection(connectorId);
    if (!connection || connection.key.address !== address.toLowerCase())
      throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return connection;
  };

  const readKey = async (wallet: CosmosWallet, info: CosmosChainInfo) => {
    const key = readCosmosKey(await list.ask(() => wallet.provider.getKey(info.chainId)), info);
    keys.set(key.address, key.publicKey);
    return key;
  };

  const finishConnect = (
    connectorId: string,
    connection: CosmosConnection,
    network: CaipNetwork,
  ) => {
    // Without a page there are no key change events to follow.
    list.open(connectorId, connection, () =>
      target ? watchCosmosKey(target, list, connectorId, connection, readKey) : () => undefined,
    );
    return { accounts: [cosmosAccount(connection.key)], caipNetworkId: network.caipNetworkId };
  };

  return {
    namespace: 'cosmos',
    chain: withFees(cosmosChain, cosmosFees(gasMultiplier)),
    capabilities: {
      send: true,
      signTypedData: false,
      switchNetwork: true,
      walletConnect: false,
      smartAccount: false,
      names: false,
      activity: false,
    },

    checkNetworks: (networks) => infos.problem(networks),

    setup(ctx) {
      // Discovery is local to the page (window properties and its load): no network, no prompt.
      if (typeof window === 'undefined') {
        list.setup(ctx);
        return;
      }
      target = window;
      list.setup(ctx, () => discoverCosmosWallets(window, list.update));
    },

    getConnectors: list.connectors,

    async connect({ connectorId, network }) {
      const wallet = list.walletOf(connectorId);
      const info = infos.of(network);
      await list.ask(() => enableCosmosChain(wallet.provider, info, { suggest: true }));
      const key = await readKey(wallet, info);
      return finishConnect(connectorId, { wallet, info, key }, network);
    },

    async reconnect({ connectorId, network }) {
      const wallet = list.find(connectorId);
      const info = infos.find(network);
      if (!wallet || !info) return null;
      try {
        // An approved page is enabled without a prompt; nothing is suggested here (a prompt).
        await withTimeout(
          () => enableCosmosChain(wallet.provider, info, { suggest: false }),
          RECONNECT_TIMEOUT_MS,
          noAnswer,
        );
        const key = await withTimeout(() => readKey(wallet, info), RECONNECT_TIMEOUT_MS, noAnswer);
        return finishConnect(connectorId, { wallet, info, key }, network);
      } catch {
        return null;
      }
    },

    async disconnect({ connectorId }) {
      const connection = list.connection(connectorId);
      list.close(connectorId);
      const provider = connection?.wallet.provider;
      if (!provider || typeof provider.disable !== 'function') return;
      try {
        await provider.disable(connection.info.chainId);
      } catch {
        // A wallet that fails to forget us: forgetting the connection locally is all we can do.
      }
    },

    getAccounts: async ({ connectorId }) => {
      const connection = list.connection(connectorId);
      return connection ? [cosmosAccount(connection.key)] : [];
    },

    async switchNetwork({ connectorId, network }) {
      const wallet = list.walletOf(connectorId);
      const info = infos.of(network);
      await list.ask(() => enableCosmosChain(wallet.provider, info, { suggest: true }));
      const key = await readKey(wallet, info);
      const connection = list.connection(connectorId);
      if (!connection) return;
      const before = connection.key.address;
      connection.info = info;
      connection.key = key;
      // An account's address differs by chain (its prefix). The core applies this, then the
      // switch's own chain change: the connection ends on the new chain with its address there.
      if (key.address !== before)
        list.emit({
          type: 'accountsChanged',
          connectorId,
          addresses: [key.address],
          accounts: [cosmosAccount(key)],
        });
    },

    async getBalance({ address, network }) {
      const info = infos.of(network);
      checkChainAddress(address, info, 'The account');
      const client = await clients.of(network, info);
      const [value, decimals] = await Promise.all([
        client.balance(address, info.denom),
        client.denomDecimals(info.denom),
      ]);
      return { value, decimals: decimals ?? info.decimals, symbol: info.symbol };
    },

    signMessage: async ({ connectorId, address, message }) =>
      signCosmosMessage(connectionOf(connectorId, address), message, list.ask),

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data) throw unsupported('call data on cosmos: a send is a bank MsgSend');
      if (value <= 0n)
        throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', {
          details: `${value}: a send moves a positive amount`,
        });
      const connection = connectionOf(connectorId, from);
      const info = infos.of(network);
      const client = await clients.of(network, info);
      // Refused before the wallet is asked: a receiver of another chain, a short balance.
      const { stdFee } = await priceCosmosSend({
        client,
        info,
        from: connection.key.address,
        to,
        value,
        publicKey: keys.get(connection.key.address),
        gasMultiplier,
      });
      const tx = await list.ask(async () =>
        client.signSend({
          signer: await offlineSignerOf(connection.wallet, info.chainId),
          chainId: info.chainId,
          from: connection.key.address,
          to: to.toLowerCase(),
          amount: value,
          denom: info.denom,
          fee: stdFee,
        }),
      );
      return client.broadcast(tx, { pollIntervalMs, timeoutMs: confirmTimeoutMs });
    },

    transport: async (network) => ({
      info: () => infos.of(network),
      client: (info) => clients.of(network, info),
      publicKeyOf: (address) => keys.get(address.toLowerCase()),
    }),

    destroy() {
      list.destroy();
      clients.destroy();
      keys.clear();
      target = null;
    },
  } satisfies ChainAdapter<CosmosTransport>;
}
