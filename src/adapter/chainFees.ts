import type { CaipNetwork } from './CaipNetwork';
import type { ChainAdapter } from './ChainAdapter';
import type { SendCost, SendCostRequest, TransactionRequest } from './ChainModule';

/**
 * The chain module's cost of a send on `network`, read through the adapter's transport. For an
 * adapter whose module has `estimateSendCost` and which has a `transport`.
 */
export async function sendCostOf(
  adapter: ChainAdapter,
  { network, ...request }: { network: CaipNetwork } & SendCostRequest,
): Promise<SendCost> {
  return adapter.chain.estimateSendCost!(await adapter.transport!(network), request);
}

/**
 * The chain module's network fee of `tx` on `network`, read through the adapter's transport.
 * For an adapter whose module has `estimateFee` and which has a `transport`.
 */
export async function feeOf(
  adapter: ChainAdapter,
  { network, ...tx }: { network: CaipNetwork } & TransactionRequest,
): Promise<bigint> {
  return adapter.chain.estimateFee!(await adapter.transport!(network), tx);
}
