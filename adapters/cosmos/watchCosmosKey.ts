import type { WalletList } from '../../src/adapter/createWalletList';
import { cosmosAccount } from './cosmosAccount';
import type { CosmosChainInfo } from './CosmosChainInfo';
import type { CosmosConnection } from './CosmosConnection';
import type { CosmosWallet } from './listCosmosWallets';
import type { CosmosKey } from './readCosmosKey';

/**
 * Follows the wallet's key changes (`keplr_keystorechange` on `events`): its account on the
 * same chain, or the end of the connection when it has none any more. Returns how to stop.
 */
export function watchCosmosKey(
  events: EventTarget,
  list: WalletList<CosmosWallet, CosmosConnection>,
  connectorId: string,
  connection: CosmosConnection,
  readKey: (wallet: CosmosWallet, info: CosmosChainInfo) => Promise<CosmosKey>,
): () => void {
  const { wallet } = connection;
  const current = () => list.connection(connectorId) === connection;
  let reads = 0;
  const onChange = () => {
    const read = ++reads;
    if (!current()) return;
    readKey(wallet, connection.info).then(
      (key) => {
        if (read !== reads || !current()) return;
        connection.key = key;
        list.emit({
          type: 'accountsChanged',
          connectorId,
          addresses: [key.address],
          accounts: [cosmosAccount(key)],
        });
      },
      () => {
        if (read !== reads || !current()) return;
        // Locked, or no key any more: the connection is over.
        list.close(connectorId, connection);
        list.emit({ type: 'disconnected', connectorId });
      },
    );
  };
  for (const name of wallet.keyChangeEvents) events.addEventListener(name, onChange);
  return () => {
    for (const name of wallet.keyChangeEvents) events.removeEventListener(name, onChange);
  };
}
