import { RpcChainModule, ChainAdapter } from '../index.js';
import { E as Eip155AdapterOptions } from '../types/Eip155AdapterOptions.js';
export { e as eip155SignIn } from '../types/eip155SignIn.js';
import '../types/SignInRules.js';

/** EVM chains: what the rest of the product asks of eip155. */
declare const eip155Chain: RpcChainModule;

/**
 * The eip155 adapter on EIP-1193 wallets: EIP-6963 discovery plus the legacy
 * `window.ethereum`, and the host's custom connectors. Reads go to the network's own RPC
 * URLs through a fallback transport, never through the wallet.
 */
declare function eip155Adapter(options?: Eip155AdapterOptions): ChainAdapter;

export { Eip155AdapterOptions, eip155Adapter, eip155Chain };
