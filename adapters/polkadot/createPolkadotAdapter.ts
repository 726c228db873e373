import type { ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { createWalletList } from '../../src/adapter/createWalletList';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { withFees } from '../../src/adapter/withFees';
import { checkPolkadotAddresses } from './checkPolkadotAddresses';
import { createPolkadotApis } from './createPolkadotApis';
import {
  discoverPolkadotExtensions,
  isNovaWallet,
  readInjectedWeb3,
  type FoundExtension,
  type InjectedWeb3Host,
} from './discoverPolkadotExtensions';
import { enablePolkadotExtension } from './enablePolkadotExtension';
import type { InjectedExtension } from './InjectedWeb3';
import { samePolkadotAccount } from './polkadotAddress';
import { polkadotChain } from './polkadotChain';
import { polkadotFees, type PolkadotTransport } from './polkadotFees';
import { polkadotConnectorInfo } from './polkadotConnectorInfo';
import { webSocketUrlOf } from './polkadotNetworks';
import type { PolkadotSession } from './PolkadotSession';
import { signPolkadotMessage } from './signPolkadotMessage';
import { toPolkadotWalletError } from './toPolkadotWalletError';
import { UNSUPPORTED } from './unsupportedMethod';
import { pollUntil } from './pollUntil';
import { untilDeadline } from './untilDeadline';
import { toAccounts, usablePolkadotAccounts, type PolkadotAccount } from './usablePolkadotAccounts';
import { watchPolkadotAccounts } from './watchPolkadotAccounts';

/** What differs on Polkadot (SS58 addresses, units, the relay's requests). */
export { polkadotChain };
/** Sign-in on Polkadot (CAIP-122; sr25519, ed25519, ecdsa): `createDefaultSiwx({ chains: [polkadotSignIn] })`. */
export { polkadotSignIn } from './polkadotSignIn';
export {
  polkadot,
  kusama,
  westend,
  polkadotLocal,
  POLKADOT_GENESIS_HASH,
  KUSAMA_GENESIS_HASH,
  WESTEND_GENESIS_HASH,
  type PolkadotLocalOptions,
} from './polkadotNetworks';
export { verifyPolkadotSignature } from './verifyPolkadotSignature';
export { ExistentialDepositError } from './ExistentialDepositError';
export { PolkadotInsufficientFundsError } from './PolkadotInsufficientFundsError';
export { PolkadotTransactionError } from './PolkadotTransactionError';

export interface PolkadotAdapterOptions {
  /** How long a send waits for its block's finality once signed, in ms. Default 120 000. */
  confirmTimeoutMs?: number;
  /** How long connecting to a network's node may take, in ms. Default 10 000. */
  connectTimeoutMs?: number;
  /**
   * How long a silent reconnect waits for the extension (to inject, then to answer `enable`),
   * in ms, before giving up quietly. Default 3 000.
   */
  reconnectTimeoutMs?: number;
  /**
   * The page to find extensions on (its `injectedWeb3`). Default `window`; a test passes its
   * own stand-in.
   */
  host?: InjectedWeb3Host;
}

/**
 * The Polkadot adapter: browser extensions found in `window.injectedWeb3` (the
 * @polkadot/extension-inject convention: Polkadot{.js}, Talisman, SubWallet, …), connected
 * with `enable(appName)`; their sr25519, ed25519 and ecdsa accounts, in the network's SS58
 * form (one key is one account on every network). Balances, fees and sends go to the
 * network's node over WebSocket through @polkadot/api, loaded with the first read or send
 * (never at startup) and run without WebAssembly; a send is `balances.transferKeepAlive`,
 * signed by the extension and followed until its block is finalised.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 120_000;
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? 3_000;
  let host: InjectedWeb3Host | null = null;
  const apis = createPolkadotApis(options.connectTimeoutMs ?? 10_000);

  const infoOf = (entry: FoundExtension): ConnectorInfo =>
    polkadotConnectorInfo(entry.key, entry.provider, host ? isNovaWallet(host) : false);
  const list = createWalletList<FoundExtension, PolkadotSession>({
    infoOf,
    toError: toPolkadotWalletError,
  });

  /** The extension behind `connectorId`, read afresh when it was not there at the last look. */
  const extensionOf = (connectorId: string): FoundExtension | undefined => {
    const known = list.find(connectorId);
    if (known || !host) return known;
    const now = readInjectedWeb3(host);
    const late = now.find((entry) => infoOf(entry).id === connectorId);
    if (late) list.update(now);
    return late;
  };

  const notFound = (connectorId: string) =>
    new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });

  const sessionOf = (connectorId: string): PolkadotSession => {
    const session = list.connection(connectorId);
    if (session) return session;
    if (!extensionOf(connectorId)) throw notFound(connectorId);
    throw new ProviderRpcError(4100, `${connectorId} is not connected`);
  };

  const accountOf = (session: PolkadotSession, address: string): PolkadotAccount => {
    const account = session.accounts.find((candidate) =>
      samePolkadotAccount(candidate.address, address),
    );
    if (!account) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return account;
  };

  const enable = (entry: FoundExtension) =>
    enablePolkadotExtension(entry, list.context?.metadata?.name?.trim() || 'Portico', list.ask);

  const readAccounts = async (extension: InjectedExtension, network: CaipNetwork) =>
    usablePolkadotAccounts(await list.ask(() => extension.accounts.get()), network);

  const start = (
    connectorId: string,
    extension: InjectedExtension,
    accounts: PolkadotAccount[],
    network: CaipNetwork,
  ): ConnectResult => {
    const session: PolkadotSession = { extension, network, accounts };
    list.open(connectorId, session, () => watchPolkadotAccounts(list, connectorId, session));
    // Polkadot accounts are not per network: the wallet is on the network asked for.
    return { accounts: toAccounts(accounts), caipNetworkId: network.caipNetworkId };
  };

  /** The connected API of `network`'s node, and its transfer code, loaded on first need. */
  const chainOf = async (network: CaipNetwork) => {
    const url = webSocketUrlOf(network);
    const [transfers, api] = await Promise.all([import('./polkadotTransfers'), apis.get(url)]);
    return { transfers, api };
  };

  return {
    namespace: 'polkadot',
    chain: withFees(polkadotChain, polkadotFees),
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
      host = options.host ?? (typeof window === 'undefined' ? null : (window as InjectedWeb3Host));
      const page = host;
      // Discovery reads a property of the page, now and in its first seconds: no network, no prompt.
      list.setup(ctx, page ? () => discoverPolkadotExtensions(page, list.update) : undefined);
    },

    getConnectors: list.connectors,

    async connect({ connectorId, network }) {
      const entry = extensionOf(connectorId);
      if (!entry) throw notFound(connectorId);
      const extension = await enable(entry);
      const accounts = await readAccounts(extension, network);
      if (accounts.length === 0)
        throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account', {
          details: `${entry.key} exposes no ${network.name} account (sr25519, ed25519 or ecdsa)`,
        });
      return start(connectorId, extension, accounts, network);
    },

    /**
     * Extensions have no silent `enable`: they answer at once, without a prompt, for an origin
     * the user authorised, and prompt otherwise. The core asks only for a connection it
     * remembers (so authorised before); still, a prompt or an extension that never injects
     * must not hold the startup: after `reconnectTimeoutMs`, or on any refusal, this answers
     * null quietly.
     */
    async reconnect({ connectorId, network }) {
      const deadline = Date.now() + reconnectTimeoutMs;
      const entry = await pollUntil(() => extensionOf(connectorId), deadline);
      if (!entry) return null;
      const attempt = (async () => {
        const extension = await enable(entry);
        return { extension, accounts: await readAccounts(extension, network) };
      })();
      const outcome = await untilDeadline(attempt, deadline);
      if (!outcome || outcome.accounts.length === 0) return null;
      return start(connectorId, outcome.extension, outcome.accounts, network);
    },

    // Extensions have no disconnect: the page stops listening and forgets the accounts.
    async disconnect({ connectorId }) {
      list.close(connectorId);
    },

    async getAccounts({ connectorId }) {
      const session = list.connection(connectorId);
      if (session) return toAccounts(session.accounts);
      if (!extensionOf(connectorId)) throw notFound(connectorId);
      return [];
    },

    /**
     * Extensions have no network to switch: one key is an account on every chain, and each
     * send names its chain. The accounts keep the form they were connected with (their key
     * is what counts; the core would otherwise take a re-encoded list for another account).
     */
    async switchNetwork({ connectorId, network }) {
      sessionOf(connectorId);
      if (network.chainNamespace !== 'polkadot')
        throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
          details: `${network.caipNetworkId} is not a polkadot network`,
        });
    },

    async getBalance({ address, network }) {
      checkPolkadotAddresses(address);
      const { transfers, api } = await chainOf(network);
      const { decimals, symbol } = network.nativeCurrency;
      return { value: await transfers.readTransferable(api, address), decimals, symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const session = sessionOf(connectorId);
      return signPolkadotMessage(session, accountOf(session, address), message, list.ask);
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data)
        throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
          details: 'call data on polkadot: a send is a balances transfer',
        });
      const session = sessionOf(connectorId);
      const account = accountOf(session, from);
      checkPolkadotAddresses(to);
      const { transfers, api } = await chainOf(network);
      const currency = network.nativeCurrency;
      // Refused before the wallet is asked when the chain would refuse it.
      const { existentialDeposit } = await transfers.planTransfer(
        api,
        { from: account.address, to, value },
        currency,
      );
      return transfers.sendTransfer(api, {
        from: account.extensionAddress,
        to,
        value,
        signer: session.extension.signer,
        currency,
        existentialDeposit,
        confirmTimeoutMs,
      });
    },

    transport: async (network) => ({
      currency: network.nativeCurrency,
      connect: () => chainOf(network),
    }),

    destroy() {
      list.destroy();
      apis.destroy();
    },
  } satisfies ChainAdapter<PolkadotTransport>;
}
