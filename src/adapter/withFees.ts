import type { ChainModule } from './ChainModule';

type FeeReads = 'estimateFee' | 'estimateSendCost';

/**
 * `chain` with fee estimates that read through `Transport`: an adapter whose reads are its own
 * client (not JSON-RPC) adds them to its namespace's chain module, so a relay that takes the
 * exported module never hands them a JSON-RPC transport.
 */
export function withFees<Transport>(
  chain: Omit<ChainModule<unknown>, FeeReads>,
  fees: Pick<ChainModule<Transport>, FeeReads>,
): ChainModule<Transport> {
  return { ...chain, ...fees };
}
