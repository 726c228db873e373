import { call, getContext } from 'redux-saga/effects';
import { parseCaipAddress } from '../../adapter/caip';
import { PorticoError } from '../../adapter/PorticoError';
import { createFallbackTransport } from '../../adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../adapter/rpc/createHttpTransport';
import type { PorticoApi } from '../../api/createPorticoApi';
import { activeAccount, type ActiveAccount } from '../connections/activeAccount';
import type { ApiLoader } from '../apiClient/createApiLoader';
import type { View } from '../router/types';

/** The views of a swap: while one shows, the quote is kept fresh. */
export const SWAP_VIEWS: readonly View[] = ['Swap', 'SwapPreview', 'SwapSelectToken'];

/** The account that swaps: the active account (connected, supported network, its adapter). */
export type Swapper = ActiveAccount;

/** The active account, or null when it cannot swap. */
export const activeSwapper = activeAccount;

/** The product-API client (loaded on first use); the swap feature runs only with an `apiUrl`. */
export function* swapApi() {
  const loader: ApiLoader = yield getContext('api');
  const api: PorticoApi = yield call([loader, loader.load]);
  return api;
}

/** A transaction as the convert API builds it (CAIP-10 `to`, hex `data`, value in wei). */
export interface BuiltTransaction {
  to: string;
  data: string;
  value: string;
}

const HEX = /^0x([0-9a-fA-F]{2})*$/;

/** `tx` as the wallet is asked to send it: a plain `to`, hex data, the value in wei; checked. */
export function plainTransaction(swapper: Swapper, tx: BuiltTransaction) {
  const to = tx.to.split(':').length === 3 ? parseCaipAddress(tx.to).address : tx.to;
  if (!HEX.test(tx.data) || !/^\d+$/.test(tx.value) || !swapper.adapter.chain.isAddress(to))
    throw new PorticoError(
      'INVALID_SWAP_TRANSACTION',
      'The swap service built an invalid transaction',
      { details: JSON.stringify(tx) },
    );
  return { to, data: tx.data as `0x${string}`, value: BigInt(tx.value) };
}

/** Asks the wallet to send `tx` through the swapper's adapter; resolves with the hash. */
export function* sendBuilt(swapper: Swapper, tx: BuiltTransaction) {
  const { adapter, connectorId, network, address } = swapper;
  const hash: string = yield call([adapter, adapter.sendTransaction], {
    connectorId,
    network,
    from: address,
    ...plainTransaction(swapper, tx),
  });
  return hash;
}

/**
 * Waits until `hash` is mined, through the chain module over the network's RPC URLs (reverts
 * rejected with their reason). A chain module that cannot wait leaves the wallet's answer final.
 */
export function* waitMined(swapper: Swapper, hash: string) {
  const chain = swapper.adapter.chain;
  if (!chain.waitForTransaction) return;
  const urls = swapper.network.rpcUrls.default.http;
  if (urls.length === 0) return;
  const rpc = createFallbackTransport(urls.map((url) => createHttpTransport(url)));
  try {
    yield call([chain, chain.waitForTransaction], rpc, hash);
  } finally {
    rpc.destroy();
  }
}
