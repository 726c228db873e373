import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import { createBrowserWalletsAdapter } from '../eip155/createBrowserWalletsAdapter';
import type { Eip155AdapterOptions } from '../eip155/Eip155AdapterOptions';
import { createEthers5Toolkit } from './createEthers5Toolkit';

/** Sign-in on EVM chains with ethers 5: `createDefaultSiwx({ chains: [ethers5SignIn] })`. */
export { ethers5SignIn } from './ethers5SignIn';
export type { Eip155AdapterOptions };

/**
 * The eip155 adapter on ethers 5, for hosts that have not moved to ethers 6: the same browser
 * wallets, connection and events as `eip155Adapter` (from `portico/adapters/eip155`, which
 * also has `eip155Chain` for a universal adapter used alone), with reads, signing, sending,
 * ERC-20 transfers, units and node errors done by ethers 5.
 */
export function ethers5Adapter(options: Eip155AdapterOptions = {}): ChainAdapter {
  return createBrowserWalletsAdapter(options, createEthers5Toolkit());
}
