import { ChainAdapter } from '../index.js';
import { E as Eip155AdapterOptions } from '../types/Eip155AdapterOptions.js';
import { SignInRules } from '../index.js';

/**
 * Sign-in on EVM chains (EIP-4361), as `eip155SignIn`, with the signer recovered by ethers 5:
 * `createDefaultSiwx({ chains: [ethers5SignIn] })`.
 */
declare const ethers5SignIn: SignInRules;

/**
 * The eip155 adapter on ethers 5, for hosts that have not moved to ethers 6: the same browser
 * wallets, connection and events as `eip155Adapter` (from `portico/adapters/eip155`, which
 * also has `eip155Chain` for a universal adapter used alone), with reads, signing, sending,
 * ERC-20 transfers, units and node errors done by ethers 5.
 */
declare function ethers5Adapter(options?: Eip155AdapterOptions): ChainAdapter;

export { Eip155AdapterOptions, ethers5Adapter, ethers5SignIn };
