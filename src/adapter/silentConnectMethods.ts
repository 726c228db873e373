import type { Account, ChainAdapter, ConnectResult } from './ChainAdapter';
import type { CaipNetwork } from './CaipNetwork';
import type { WalletList } from './createWalletList';
import { PorticoError } from './PorticoError';

/** A wallet that connects with a prompt, or silently (never prompting) for an authorised page. */
interface SilentConnectWallet<A> {
  /** The accounts authorised for this page now. */
  accounts(): readonly A[];
  /** Asks for accounts; `silent` never prompts and answers none when not authorised. */
  connect(silent: boolean): Promise<readonly A[]>;
  disconnect(): Promise<void>;
}

/**
 * Connect, reconnect, disconnect and the accounts of an adapter whose wallets connect the
 * Wallet Standard's way (`connect(silent)`): `start` opens the connection in `list` and says
 * which accounts and network it is on.
 */
export function silentConnectMethods<A, W extends SilentConnectWallet<A>>(
  list: WalletList<W, unknown>,
  start: (
    connectorId: string,
    wallet: W,
    accounts: readonly A[],
    network: CaipNetwork,
  ) => ConnectResult,
  toAccounts: (accounts: readonly A[]) => Account[],
): Pick<ChainAdapter, 'getConnectors' | 'connect' | 'reconnect' | 'disconnect' | 'getAccounts'> {
  return {
    getConnectors: list.connectors,

    async connect({ connectorId, network }) {
      const wallet = list.walletOf(connectorId);
      const accounts = await list.ask(() => wallet.connect(false));
      if (accounts.length === 0)
        throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
      return start(connectorId, wallet, accounts, network);
    },

    async reconnect({ connectorId, network }) {
      const wallet = list.find(connectorId);
      if (!wallet) return null;
      // Silent: a wallet that has not authorised this page answers no account, or refuses,
      // and either way we stay quiet.
      const accounts = await wallet.connect(true).catch((): readonly A[] => []);
      return accounts.length === 0 ? null : start(connectorId, wallet, accounts, network);
    },

    async disconnect({ connectorId }) {
      list.close(connectorId);
      const wallet = list.find(connectorId);
      try {
        await wallet?.disconnect();
      } catch {
        // A wallet that fails to forget us: forgetting the connection locally is all we can do.
      }
    },

    getAccounts: async ({ connectorId }) => toAccounts(list.walletOf(connectorId).accounts()),
  };
}
