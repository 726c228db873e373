import type { CustomConnector } from './injectedConnectors';

/** The options of every browser-wallets adapter of eip155 (`eip155Adapter`, `ethers5Adapter`). */
export interface Eip155AdapterOptions {
  /** Wallets the host brings itself; listed in the `custom` group. */
  customConnectors?: CustomConnector[];
  /**
   * Rank a network's RPC URLs by periodic pings. Default true when it has several.
   * `ethers5Adapter` does not rank: it tries them in their order.
   */
  rankRpcUrls?: boolean;
}
