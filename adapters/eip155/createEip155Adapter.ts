import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import { createBrowserWalletsAdapter } from './createBrowserWalletsAdapter';
import { createRpcToolkit } from './createRpcToolkit';
import type { Eip155AdapterOptions } from './Eip155AdapterOptions';
import { eip155Chain } from './eip155Chain';

/** What differs on EVM chains, for a universal adapter used alone: `universalAdapter({ chains: [eip155Chain] })`. */
export { eip155Chain };
/** Sign-in on EVM chains (EIP-4361, EIP-1271): `createDefaultSiwx({ chains: [eip155SignIn] })`. */
export { eip155SignIn } from './eip155SignIn';
export type { Eip155AdapterOptions };

/**
 * The eip155 adapter on EIP-1193 wallets: EIP-6963 discovery plus the legacy
 * `window.ethereum`, and the host's custom connectors. Reads go to the network's own RPC
 * URLs through a fallback transport, never through the wallet.
 */
export function eip155Adapter(options: Eip155AdapterOptions = {}): ChainAdapter {
  return createBrowserWalletsAdapter(options, createRpcToolkit(options));
}
