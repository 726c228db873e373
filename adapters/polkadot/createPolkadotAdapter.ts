import type { AdapterContext, ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { SendCostRequest } from '../../src/adapter/ChainModule';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { createPolkadotApis } from './createPolkadotApis';
import {
  discoverPolkadotExtensions,
  isNovaWallet,
  readInjectedWeb3,
  type FoundExtension,
  type InjectedWeb3Host,
} from './discoverPolkadotExtensions';
import type { InjectedExtension } from './InjectedWeb3';
import { isPolkadotAddress, samePolkadotAccount, toHex } from './polkadotAddress';
import { polkadotChain } from './polkadotChain';
import { polkadotConnectorInfo } from './polkadotConnectorInfo';
import { webSocketUrlOf } from './polkadotNetworks';
import { toPolkadotWalletError } from './toPolkadotWalletError';
import { toAccounts, usablePolkadotAccounts, type PolkadotAccount } from './usablePolkadotAccounts';

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

/** A connection to an extension: what `enable` answered and the accounts it exposes. */
interface Session {
  extension: InjectedExtension;
  /** The network connected on: the accounts are in its SS58 form. */
  network: CaipNetwork;
  accounts: PolkadotAccount[];
  stop: () => void;
}

const UNSUPPORTED = 'The wallet does not support this method';

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
  let context: AdapterContext | null = null;
  let host: InjectedWeb3Host | null = null;
  let found: FoundExtension[] = [];
  let stopDiscovery: (() => void) | null = null;
  const sessions = new Map<string, Session>();
  const apis = createPolkadotApis(options.connectTimeoutMs ?? 10_000);

  const infoOf = (entry: FoundExtension): ConnectorInfo =>
    polkadotConnectorInfo(entry.key, entry.provider, host ? isNovaWallet(host) : false);
  const connectors = () => found.map(infoOf);

  const update = (next: FoundExtension[]) => {
    found = next;
    context?.emit({ type: 'connectorsChanged', connectors: connectors() });
  };

  /** The extension behind `connectorId`, read afresh when it was not there at the last look. */
  const extensionOf = (connectorId: string): FoundExtension | undefined => {
    const known = found.find((entry) => infoOf(entry).id === connectorId);
    if (known || !host) return known;
    const now = readInjectedWeb3(host);
    const late = now.find((entry) => infoOf(entry).id === connectorId);
    if (late) update(now);
    return late;
  };

  const sessionOf = (connectorId: string): Session => {
    const session = sessions.get(connectorId);
    if (session) return session;
    if (!extensionOf(connectorId))
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
    throw new ProviderRpcError(4100, `${connectorId} is not connected`);
  };

  const accountOf = (session: Session, address: string): PolkadotAccount => {
    const account = session.accounts.find((candidate) =>
      samePolkadotAccount(candidate.address, address),
    );
    if (!account) throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
    return account;
  };

  /** A wallet call, its failure typed (a refusal is 4001). */
  const ask = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toPolkadotWalletError(error);
    }
  };

  const appName = () => context?.metadata?.name?.trim() || 'Portico';

  /** `enable(appName)`, its answer checked: the extension's accounts and signer. */
  const enable = async (entry: FoundExtension): Promise<InjectedExtension> => {
    const extension: unknown = await ask(() => entry.provider.enable(appName()));
    const accounts = (extension as { accounts?: { get?: unknown } } | null)?.accounts;
    const signer = (extension as { signer?: unknown } | null)?.signer;
    if (typeof accounts?.get !== 'function' || typeof signer !== 'object' || signer === null)
      throw new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet returned an invalid answer', {
        details: `${entry.key}: enable() answered no accounts.get() or signer`,
      });
    return extension as InjectedExtension;
  };

  const readAccounts = async (extension: InjectedExtension, network: CaipNetwork) =>
    usablePolkadotAccounts(await ask(() => extension.accounts.get()), network);

  /**
   * Follows the extension's account list: `accountsChanged` when the usable accounts change
   * (not for the list as it was: extensions call back at once with it), `disconnected` when
   * none is left.
   */
  const watch = (connectorId: string, session: Omit<Session, 'stop'>): (() => void) => {
    const subscribe = session.extension.accounts.subscribe;
    if (typeof subscribe !== 'function') return () => undefined;
    let current = session.accounts.map((account) => account.address).join();
    let stopped = false;
    let off: unknown;
    try {
      off = subscribe.call(session.extension.accounts, (list) => {
        if (stopped) return;
        const accounts = usablePolkadotAccounts(list, session.network);
        const addresses = accounts.map((account) => account.address);
        if (addresses.join() === current) return;
        current = addresses.join();
        const live = sessions.get(connectorId);
        if (live) live.accounts = accounts;
        if (accounts.length === 0) {
          sessions.get(connectorId)?.stop();
          context?.emit({ type: 'disconnected', connectorId });
          return;
        }
        context?.emit({
          type: 'accountsChanged',
          connectorId,
          addresses,
          accounts: toAccounts(accounts),
        });
      });
    } catch {
      off = undefined;
    }
    return () => {
      stopped = true;
      try {
        if (typeof off === 'function') (off as () => void)();
      } catch {
        // An extension that fails to unsubscribe: our callback ignores it from now on.
      }
    };
  };

  const start = (
    connectorId: string,
    extension: InjectedExtension,
    accounts: PolkadotAccount[],
    network: CaipNetwork,
  ): ConnectResult => {
    sessions.get(connectorId)?.stop();
    const partial = { extension, network, accounts };
    const session: Session = { ...partial, stop: () => undefined };
    sessions.set(connectorId, session);
    const off = watch(connectorId, partial);
    session.stop = () => {
      off();
      if (sessions.get(connectorId) === session) sessions.delete(connectorId);
    };
    // Polkadot accounts are not per network: the wallet is on the network asked for.
    return { accounts: toAccounts(accounts), caipNetworkId: network.caipNetworkId };
  };

  /** The connected API of `network`'s node, and its transfer code, loaded on first need. */
  const chainOf = async (network: CaipNetwork) => {
    const url = webSocketUrlOf(network);
    const [transfers, api] = await Promise.all([import('./polkadotTransfers'), apis.get(url)]);
    return { transfers, api };
  };

  const refuseToken = (request: SendCostRequest) => {
    if ('token' in request)
      throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
        details: 'polkadot sends its native currency only',
      });
  };

  const checkAddresses = (...addresses: string[]) => {
    for (const address of addresses)
      if (!isPolkadotAddress(address))
        throw new PorticoError('INVALID_ADDRESS', 'Invalid address', { details: address });
  };

  return {
    namespace: 'polkadot',
    adapterType: 'polkadot',
    chain: polkadotChain,
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
      host = options.host ?? (typeof window === 'undefined' ? null : (window as InjectedWeb3Host));
      // Discovery reads a property of the page, now and in its first seconds: no network, no prompt.
      if (host) stopDiscovery = discoverPolkadotExtensions(host, update);
    },

    getConnectors: connectors,

    async connect({ connectorId, network }) {
      const entry = extensionOf(connectorId);
      if (!entry)
        throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
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
      let entry = extensionOf(connectorId);
      while (!entry && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        entry = extensionOf(connectorId);
      }
      if (!entry) return null;
      const found = entry;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = (async () => {
        const extension = await enable(found);
        return { extension, accounts: await readAccounts(extension, network) };
      })();
      const outcome = await Promise.race([
        attempt,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
        }),
      ]).catch(() => null);
      clearTimeout(timer);
      if (!outcome || outcome.accounts.length === 0) return null;
      return start(connectorId, outcome.extension, outcome.accounts, network);
    },

    // Extensions have no disconnect: the page stops listening and forgets the accounts.
    async disconnect({ connectorId }) {
      sessions.get(connectorId)?.stop();
    },

    async getAccounts({ connectorId }) {
      const session = sessions.get(connectorId);
      if (session) return toAccounts(session.accounts);
      if (!extensionOf(connectorId))
        throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
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
      checkAddresses(address);
      const { transfers, api } = await chainOf(network);
      const { decimals, symbol } = network.nativeCurrency;
      return { value: await transfers.readTransferable(api, address), decimals, symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const session = sessionOf(connectorId);
      const account = accountOf(session, address);
      const { signRaw } = session.extension.signer;
      if (typeof signRaw !== 'function')
        throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
          details: 'the extension has no signer.signRaw',
        });
      const result = await ask(() =>
        signRaw.call(session.extension.signer, {
          address: account.extensionAddress,
          data: toHex(new TextEncoder().encode(message)),
          type: 'bytes',
        }),
      );
      const signature = (result as { signature?: unknown } | null)?.signature;
      // Checked before anyone relies on it: a wallet that signed with another key, or
      // answered something else, is refused here (the curves load with the first check).
      const { verifyPolkadotSignature } = await import('./verifyPolkadotSignature');
      try {
        if (typeof signature !== 'string') throw new Error('the answer has no signature');
        await verifyPolkadotSignature({ message, signature, address: account.address });
      } catch (error) {
        throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
          details: error instanceof Error ? error.message : String(error),
          cause: error,
        });
      }
      return signature;
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data)
        throw new PorticoError('UNSUPPORTED_METHOD', UNSUPPORTED, {
          details: 'call data on polkadot: a send is a balances transfer',
        });
      const session = sessionOf(connectorId);
      const account = accountOf(session, from);
      checkAddresses(to);
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

    async estimateFee({ network, from, to, value }) {
      checkAddresses(from, to);
      const { transfers, api } = await chainOf(network);
      return transfers.transferFee(api, { from, to, value });
    },

    async estimateSendCost({ network, ...request }) {
      refuseToken(request);
      const { from, to, value } = request as { from: string; to: string; value: bigint };
      checkAddresses(from, to);
      const { transfers, api } = await chainOf(network);
      const { fee } = await transfers.planTransfer(
        api,
        { from, to, value },
        network.nativeCurrency,
      );
      return { fee, extras: [] };
    },

    parseUnits: polkadotChain.parseUnits,
    formatUnits: polkadotChain.formatUnits,
    isAddress: polkadotChain.isAddress,

    destroy() {
      stopDiscovery?.();
      stopDiscovery = null;
      for (const session of [...sessions.values()]) session.stop();
      apis.destroy();
      context = null;
    },
  };
}
