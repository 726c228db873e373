import type { CosmosChainInfo } from './CosmosChainInfo';
import type { CosmosWallet } from './listCosmosWallets';
import type { CosmosKey } from './readCosmosKey';

/** A connected wallet: the chain it is on and its key there. */
export interface CosmosConnection {
  wallet: CosmosWallet;
  info: CosmosChainInfo;
  key: CosmosKey;
}
