import type { Account, AdapterContext, AdapterEvent } from './ChainAdapter';
import type { ConnectorInfo } from './ConnectorInfo';
import { PorticoError } from './PorticoError';

interface WalletListOptions<W> {
  /** The connector a wallet is shown as (its `id` is the connector id). */
  infoOf(wallet: W): ConnectorInfo;
  /** Types a wallet call's failure (a refusal is 4001). */
  toError(error: unknown): unknown;
}

/**
 * What a browser-wallet adapter keeps from `setup` to `destroy`: the context, the wallets its
 * discovery found, and one live connection per connector (a value and how to stop watching
 * it). The adapter keeps only what differs by chain.
 */
export interface WalletList<W, C> {
  /** The context of `setup`; null before it and after `destroy`. */
  readonly context: AdapterContext | null;
  /** Keeps `context`, then starts discovery (which answers how to stop it). */
  setup(context: AdapterContext, discover?: () => () => void): void;
  emit(event: AdapterEvent): void;
  wallets(): readonly W[];
  /** The wallets found now: announced as the adapter's connectors. */
  update(wallets: readonly W[]): void;
  connectors(): ConnectorInfo[];
  find(connectorId: string): W | undefined;
  /** The wallet behind `connectorId`; CONNECTOR_NOT_FOUND when there is none. */
  walletOf(connectorId: string): W;
  /** A wallet call, its failure typed. */
  ask<T>(run: () => Promise<T>): Promise<T>;
  connection(connectorId: string): C | undefined;
  /**
   * Makes `value` the connector's connection, stopping the one before; `watch` starts
   * following the wallet once it is the connection and answers how to stop.
   */
  open(connectorId: string, value: C, watch: () => () => void): C;
  /** Stops the connector's connection (only when it is still `value`, where given). */
  close(connectorId: string, value?: C): void;
  /**
   * The wallet's accounts changed: `accountsChanged`, or, when none is left, the connection
   * stops and is `disconnected`.
   */
  accountsChanged(connectorId: string, accounts: readonly Account[]): void;
  /** Stops discovery and every connection; forgets the context. */
  destroy(): void;
}

interface Entry<C> {
  value: C;
  stop: (() => void) | null;
  closed: boolean;
}

export function createWalletList<W, C>(options: WalletListOptions<W>): WalletList<W, C> {
  let context: AdapterContext | null = null;
  let wallets: readonly W[] = [];
  let stopDiscovery: (() => void) | null = null;
  const entries = new Map<string, Entry<C>>();

  const connectors = () => wallets.map(options.infoOf);
  const find = (connectorId: string) =>
    wallets.find((wallet) => options.infoOf(wallet).id === connectorId);

  const stopEntry = (connectorId: string, entry: Entry<C>) => {
    entry.closed = true;
    if (entries.get(connectorId) === entry) entries.delete(connectorId);
    entry.stop?.();
  };

  const close = (connectorId: string, value?: C) => {
    const entry = entries.get(connectorId);
    if (entry && (value === undefined || entry.value === value)) stopEntry(connectorId, entry);
  };

  return {
    get context() {
      return context;
    },

    setup(ctx, discover) {
      context = ctx;
      if (discover) stopDiscovery = discover();
    },

    emit: (event) => context?.emit(event),
    wallets: () => wallets,

    update(next) {
      wallets = next;
      context?.emit({ type: 'connectorsChanged', connectors: connectors() });
    },

    connectors,
    find,

    walletOf(connectorId) {
      const found = find(connectorId);
      if (found === undefined)
        throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
      return found;
    },

    async ask(run) {
      try {
        return await run();
      } catch (error) {
        throw options.toError(error);
      }
    },

    connection: (connectorId) => entries.get(connectorId)?.value,

    open(connectorId, value, watch) {
      const before = entries.get(connectorId);
      if (before) stopEntry(connectorId, before);
      const entry: Entry<C> = { value, stop: null, closed: false };
      entries.set(connectorId, entry);
      const stop = watch();
      // Closed while it started (the wallet answered at once that no account is left).
      if (entry.closed) stop();
      else entry.stop = stop;
      return value;
    },

    close,

    accountsChanged(connectorId, accounts) {
      if (accounts.length === 0) {
        close(connectorId);
        context?.emit({ type: 'disconnected', connectorId });
        return;
      }
      context?.emit({
        type: 'accountsChanged',
        connectorId,
        addresses: accounts.map((account) => account.address),
        accounts: [...accounts],
      });
    },

    destroy() {
      stopDiscovery?.();
      stopDiscovery = null;
      for (const [connectorId, entry] of [...entries]) stopEntry(connectorId, entry);
      context = null;
    },
  };
}
