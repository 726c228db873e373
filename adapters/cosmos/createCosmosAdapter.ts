import type { OfflineSigner } from '@cosmjs/proto-signing';
import type { Account, AdapterContext, ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { SendCostRequest } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { cosmosChain } from './cosmosChain';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { cosmosChainInfoProblem } from './checkCosmosChainInfo';
import { BUILT_IN_COSMOS_CHAINS, cosmosChainIdOf } from './cosmosNetworks';
import { formatCosmosSignature, stdSignatureSchema } from './cosmosSignature';
import type { CosmosClient } from './createCosmosClient';
import { discoverCosmosWallets } from './discoverCosmosWallets';
import { enableCosmosChain } from './enableCosmosChain';
import type { CosmosWallet } from './listCosmosWallets';
import { checkChainAddress, priceCosmosSend } from './priceCosmosSend';
import { publicKeyHex, readCosmosKey, type CosmosKey } from './readCosmosKey';
import { toCosmosWalletError } from './toCosmosWalletError';

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

/** A connected wallet: the chain it is on and its key there. */
interface CosmosConnection {
  wallet: CosmosWallet;
  info: CosmosChainInfo;
  key: CosmosKey;
  stop(): void;
}

const toAccount = (key: CosmosKey): Account => ({
  namespace: 'cosmos',
  address: key.address,
  type: 'eoa',
  publicKey: publicKeyHex(key.publicKey),
});

/** Rejects with `onTimeout` after `ms`, unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const unsupported = (details: string) =>
  new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', { details });

/** The cosmjs signer of the wallet for `chainId`: direct signing, else amino only (Ledger). */
async function offlineSignerOf(wallet: CosmosWallet, chainId: string) {
  const { provider } = wallet;
  const signer: unknown =
    typeof provider.getOfflineSigner === 'function'
      ? await provider.getOfflineSigner(chainId)
      : typeof provider.getOfflineSignerOnlyAmino === 'function'
        ? await provider.getOfflineSignerOnlyAmino(chainId)
        : undefined;
  const usable =
    typeof signer === 'object' &&
    signer !== null &&
    typeof (signer as { getAccounts?: unknown }).getAccounts === 'function' &&
    (typeof (signer as { signDirect?: unknown }).signDirect === 'function' ||
      typeof (signer as { signAmino?: unknown }).signAmino === 'function');
  if (!usable) throw unsupported(`${wallet.info.name} gave no offline signer for ${chainId}`);
  return signer as OfflineSigner;
}

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
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const gasMultiplier = options.gasMultiplier ?? 1.4;

  const infos = new Map<string, CosmosChainInfo>();
  for (const info of [...BUILT_IN_COSMOS_CHAINS, ...(options.chains ?? [])]) {
    const problem = cosmosChainInfoProblem(info);
    if (problem)
      throw new PorticoError('CONFIG_INVALID', `Invalid cosmos adapter option: ${problem}`);
    infos.set(info.chainId, info);
  }

  let context: AdapterContext | null = null;
  let target: EventTarget | null = null;
  let wallets: CosmosWallet[] = [];
  let stopDiscovery: (() => void) | null = null;
  const connections = new Map<string, CosmosConnection>();
  /** Public keys wallets told, by address: a send's fee is simulated with its sender's key. */
  const keys = new Map<string, Uint8Array>();
  const clients = new Map<string, Promise<CosmosClient>>();

  const walletOf = (connectorId: string): CosmosWallet => {
    const found = wallets.find((wallet) => wallet.info.id === connectorId);
    if (!found)
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
    return found;
  };

  const connectionOf = (connectorId: string, address: string): CosmosConnection => {
    const connection = connections.get(connectorId);
    if (!connection || connection.key.address !== address.toLowerCase())
      throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return connection;
  };

  const infoOf = (network: Pick<CaipNetwork, 'caipNetworkId'>): CosmosChainInfo => {
    const chainId = cosmosChainIdOf(network);
    const info = chainId === undefined ? undefined : infos.get(chainId);
    if (!info)
      throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
        details: `${network.caipNetworkId} has no cosmos chain info: pass it in cosmosAdapter({ chains })`,
      });
    return info;
  };

  /** The network's CometBFT client (its first RPC URL), one per URL; @cosmjs loads with the first. */
  const clientOf = (network: CaipNetwork, info: CosmosChainInfo): Promise<CosmosClient> => {
    const url = network.rpcUrls.default.http[0] ?? info.rpc;
    let client = clients.get(url);
    if (!client) {
      client = import('./createCosmosClient')
        .catch((cause: unknown) => {
          throw new PorticoError('COSMJS_MISSING', 'Cosmos support is not installed in this app', {
            details:
              'Install the optional peers @cosmjs/stargate, @cosmjs/proto-signing, @cosmjs/tendermint-rpc, @cosmjs/amino (0.39) and cosmjs-types (0.11)',
            cause,
          });
        })
        .then(({ createCosmosClient }) => createCosmosClient(url, { timeoutMs: requestTimeoutMs }));
      const pending = client;
      // A failed connection is tried again next time.
      pending.catch(() => {
        if (clients.get(url) === pending) clients.delete(url);
      });
      clients.set(url, pending);
    }
    return client;
  };

  /** A wallet call, its failure typed (a refusal is 4001). */
  const ask = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toCosmosWalletError(error);
    }
  };

  const readKey = async (wallet: CosmosWallet, info: CosmosChainInfo) => {
    const key = readCosmosKey(await ask(() => wallet.provider.getKey(info.chainId)), info);
    keys.set(key.address, key.publicKey);
    return key;
  };

  /** Follows the wallet's key changes (`keplr_keystorechange`): its account on the same chain. */
  const subscribe = (connectorId: string, wallet: CosmosWallet): (() => void) => {
    if (!target) return () => undefined;
    const events = target;
    let reads = 0;
    const onChange = () => {
      const read = ++reads;
      const connection = connections.get(connectorId);
      if (!connection) return;
      readKey(wallet, connection.info).then(
        (key) => {
          if (read !== reads || connections.get(connectorId) !== connection) return;
          connection.key = key;
          context?.emit({
            type: 'accountsChanged',
            connectorId,
            addresses: [key.address],
            accounts: [toAccount(key)],
          });
        },
        () => {
          if (read !== reads || connections.get(connectorId) !== connection) return;
          // Locked, or no key any more: the connection is over.
          connection.stop();
          context?.emit({ type: 'disconnected', connectorId });
        },
      );
    };
    for (const name of wallet.keyChangeEvents) events.addEventListener(name, onChange);
    return () => {
      for (const name of wallet.keyChangeEvents) events.removeEventListener(name, onChange);
    };
  };

  const finishConnect = (
    connectorId: string,
    wallet: CosmosWallet,
    info: CosmosChainInfo,
    key: CosmosKey,
    network: CaipNetwork,
  ) => {
    connections.get(connectorId)?.stop();
    const unsubscribe = subscribe(connectorId, wallet);
    const connection: CosmosConnection = {
      wallet,
      info,
      key,
      stop() {
        unsubscribe();
        if (connections.get(connectorId) === connection) connections.delete(connectorId);
      },
    };
    connections.set(connectorId, connection);
    return { accounts: [toAccount(key)], caipNetworkId: network.caipNetworkId };
  };

  const price = async (network: CaipNetwork, request: SendCostRequest) => {
    if ('token' in request) throw unsupported('cosmos sends its native denom only');
    const info = infoOf(network);
    return priceCosmosSend({
      client: await clientOf(network, info),
      info,
      from: request.from,
      to: request.to,
      value: request.value,
      publicKey: keys.get(request.from.toLowerCase()),
      gasMultiplier,
    });
  };

  return {
    namespace: 'cosmos',
    adapterType: 'cosmos',
    chain: cosmosChain,
    capabilities: {
      send: true,
      signTypedData: false,
      switchNetwork: true,
      walletConnect: false,
      smartAccount: false,
      names: false,
      activity: false,
    },

    checkNetworks(networks) {
      const missing = networks.filter(
        (network) =>
          network.chainNamespace === 'cosmos' && !infos.has(cosmosChainIdOf(network) ?? ''),
      );
      if (missing.length === 0) return undefined;
      return `${missing.map((network) => network.caipNetworkId).join(', ')} ${
        missing.length === 1 ? 'has' : 'have'
      } no cosmos chain info: pass it in cosmosAdapter({ chains })`;
    },

    setup(ctx) {
      context = ctx;
      // Discovery is local to the page (window properties and its load): no network, no prompt.
      if (typeof window === 'undefined') return;
      target = window;
      stopDiscovery = discoverCosmosWallets(window, (found) => {
        wallets = found;
        context?.emit({
          type: 'connectorsChanged',
          connectors: wallets.map((wallet) => wallet.info),
        });
      });
    },

    getConnectors: () => wallets.map((wallet) => wallet.info),

    async connect({ connectorId, network }) {
      const wallet = walletOf(connectorId);
      const info = infoOf(network);
      await ask(() => enableCosmosChain(wallet.provider, info, { suggest: true }));
      const key = await readKey(wallet, info);
      return finishConnect(connectorId, wallet, info, key, network);
    },

    async reconnect({ connectorId, network }) {
      const wallet = wallets.find((candidate) => candidate.info.id === connectorId);
      const chainId = cosmosChainIdOf(network);
      const info = chainId === undefined ? undefined : infos.get(chainId);
      if (!wallet || !info) return null;
      try {
        // An approved page is enabled without a prompt; nothing is suggested here (a prompt).
        await within(
          enableCosmosChain(wallet.provider, info, { suggest: false }),
          RECONNECT_TIMEOUT_MS,
        );
        const key = await within(readKey(wallet, info), RECONNECT_TIMEOUT_MS);
        return finishConnect(connectorId, wallet, info, key, network);
      } catch {
        return null;
      }
    },

    async disconnect({ connectorId }) {
      const connection = connections.get(connectorId);
      connection?.stop();
      const provider = connection?.wallet.provider;
      if (!provider || typeof provider.disable !== 'function') return;
      try {
        await provider.disable(connection.info.chainId);
      } catch {
        // A wallet that fails to forget us: forgetting the connection locally is all we can do.
      }
    },

    getAccounts: async ({ connectorId }) => {
      const connection = connections.get(connectorId);
      return connection ? [toAccount(connection.key)] : [];
    },

    async switchNetwork({ connectorId, network }) {
      const wallet = walletOf(connectorId);
      const info = infoOf(network);
      await ask(() => enableCosmosChain(wallet.provider, info, { suggest: true }));
      const key = await readKey(wallet, info);
      const connection = connections.get(connectorId);
      if (!connection) return;
      const before = connection.key.address;
      connection.info = info;
      connection.key = key;
      // An account's address differs by chain (its prefix). The core applies this, then the
      // switch's own chain change: the connection ends on the new chain with its address there.
      if (key.address !== before)
        context?.emit({
          type: 'accountsChanged',
          connectorId,
          addresses: [key.address],
          accounts: [toAccount(key)],
        });
    },

    async getBalance({ address, network }) {
      const info = infoOf(network);
      checkChainAddress(address, info, 'The account');
      const client = await clientOf(network, info);
      const [value, decimals] = await Promise.all([
        client.balance(address, info.denom),
        client.denomDecimals(info.denom),
      ]);
      return { value, decimals: decimals ?? info.decimals, symbol: info.symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const connection = connectionOf(connectorId, address);
      const { provider } = connection.wallet;
      if (typeof provider.signArbitrary !== 'function')
        throw new ProviderRpcError(
          4200,
          `${connection.wallet.info.name} cannot sign messages (ADR-36)`,
        );
      const answer = await ask(() =>
        provider.signArbitrary!(connection.info.chainId, connection.key.address, message),
      );
      const parsed = stdSignatureSchema.safeParse(answer);
      if (!parsed.success)
        throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
          details: 'signArbitrary answered no StdSignature',
        });
      const signature = formatCosmosSignature(parsed.data);
      // Checked before anyone relies on it: a wallet that signed with another key is refused.
      const { verifyCosmosSignature } = await import('./verifyCosmosSignature');
      try {
        await verifyCosmosSignature({ message, signature, address: connection.key.address });
      } catch (error) {
        throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
          details: error instanceof Error ? error.message : String(error),
          cause: error,
        });
      }
      return signature;
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data) throw unsupported('call data on cosmos: a send is a bank MsgSend');
      if (value <= 0n)
        throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', {
          details: `${value}: a send moves a positive amount`,
        });
      const connection = connectionOf(connectorId, from);
      const info = infoOf(network);
      const client = await clientOf(network, info);
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
      const tx = await ask(async () =>
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

    estimateFee: async ({ network, from, to, value }) =>
      (await price(network, { from, to, value })).fee,

    async estimateSendCost({ network, ...request }) {
      const { fee } = await price(network, request);
      return { fee, extras: [] };
    },

    parseUnits: cosmosChain.parseUnits,
    formatUnits: cosmosChain.formatUnits,
    isAddress: cosmosChain.isAddress,

    destroy() {
      stopDiscovery?.();
      stopDiscovery = null;
      for (const connection of [...connections.values()]) connection.stop();
      for (const client of clients.values())
        client.then(
          (connected) => connected.disconnect(),
          () => undefined,
        );
      clients.clear();
      keys.clear();
      target = null;
      context = null;
    },
  };
}
