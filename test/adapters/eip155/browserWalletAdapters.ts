import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type { Eip155AdapterOptions } from '../../../adapters/eip155/Eip155AdapterOptions';
import { ethers5Adapter } from '../../../adapters/ethers5/createEthers5Adapter';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';

/**
 * The eip155 browser-wallets adapters: one skeleton, each on its own EVM toolkit. Contract
 * tests run over each with `describe.each(BROWSER_WALLET_ADAPTERS)`.
 */
export const BROWSER_WALLET_ADAPTERS: ReadonlyArray<
  readonly [string, (options?: Eip155AdapterOptions) => ChainAdapter]
> = [
  ['eip155Adapter', eip155Adapter],
  ['ethers5Adapter', ethers5Adapter],
];
