import { isUserRejection } from '../../adapter/providerErrors';
import { isApiError } from '../../api/ApiError';
import { toErrorInfo, type ErrorInfo } from '../errors/ErrorInfo';

/** A swap's failure as the views show it, with a revert's reason when the node gave one. */
export interface SwapErrorInfo extends ErrorInfo {
  reason?: string;
}

/** Which transaction or call failed: the views word a refusal by it. */
type SwapErrorStage = 'quote' | 'approve' | 'swap';

/** The product API's words (and the aggregator's 'insufficient liquidity'). */
const API_REASONS: ReadonlyArray<[RegExp, string, string]> = [
  [/insufficient liquidity/i, 'SWAP_NO_ROUTE', 'No route for this swap'],
  [
    /Network not supported for Swaps/,
    'SWAP_NETWORK_UNSUPPORTED',
    'Network not supported for Swaps',
  ],
  [
    /Network not supported for Gas Price/,
    'GAS_PRICE_NETWORK_UNSUPPORTED',
    'Network not supported for Gas Price',
  ],
  [/^Not enough balance/, 'SWAP_INSUFFICIENT_BALANCE', 'Insufficient balance'],
  [/^Not enough allowance/, 'SWAP_ALLOWANCE_SHORT', 'The approval is below the amount'],
];

/** Uniswap V2's router refuses a swap that would give less than its minimum. */
const SLIPPAGE_REVERT = /INSUFFICIENT_OUTPUT_AMOUNT/;

/**
 * A swap failure in plain words: the user's refusal (4001) at either step; the price moved
 * beyond the slippage (the router's revert); no route or no liquidity; the unsupported-network
 * texts; a balance that cannot pay; any other node error with its typed code and reason.
 */
export function toSwapErrorInfo(error: unknown, stage: SwapErrorStage): SwapErrorInfo {
  if (isUserRejection(error))
    return stage === 'approve'
      ? { code: 'SWAP_APPROVAL_REJECTED', message: 'Approval rejected', rpcCode: 4001 }
      : { code: 'SWAP_REJECTED', message: 'Transaction rejected', rpcCode: 4001 };
  if (isApiError(error) && error.kind === 'http' && error.reason) {
    const found = API_REASONS.find(([pattern]) => pattern.test(error.reason!));
    if (found) return { code: found[1], message: found[2] };
    return { code: 'SWAP_API_REFUSED', message: error.shortMessage, reason: error.reason };
  }
  const info = toErrorInfo(error);
  const reason = (error as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string' && SLIPPAGE_REVERT.test(reason))
    return { code: 'SWAP_SLIPPAGE', message: 'Price moved beyond the slippage', reason };
  if (info.code === 'INSUFFICIENT_FUNDS')
    return { ...info, code: 'SWAP_INSUFFICIENT_BALANCE', message: 'Insufficient balance' };
  return typeof reason === 'string' && reason !== '' ? { ...info, reason } : info;
}

/** The price moved beyond the slippage before signing: said as the router's revert would be. */
export const priceMovedError = (): SwapErrorInfo => ({
  code: 'SWAP_SLIPPAGE',
  message: 'Price moved beyond the slippage',
});
