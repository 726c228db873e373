import type { Account } from '../../src/adapter/ChainAdapter';
import { publicKeyHex, type CosmosKey } from './readCosmosKey';

/** The account a wallet's key is on its chain. */
export const cosmosAccount = (key: CosmosKey): Account => ({
  namespace: 'cosmos',
  address: key.address,
  type: 'eoa',
  publicKey: publicKeyHex(key.publicKey),
});
