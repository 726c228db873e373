import { networkFee } from './swapMath';

/**
 * Gas of a Uniswap V2 swap before the node can estimate it (a token swap cannot be estimated
 * until its approval is mined): about what a one-pool swap uses (135 000 from the native
 * currency, 148 000 between tokens, measured on anvil), rounded up.
 */
const SWAP_GAS_ESTIMATE = 160_000n;

/** Gas of an ERC-20 approval, rounded up (about 46 000). */
const APPROVAL_GAS_ESTIMATE = 60_000n;

/**
 * What a wallet reserves per gas above the price it expects (EIP-1559 wallets cap the fee at
 * twice the base fee plus the tip): "Max" keeps this much of the native currency aside.
 */
export const MAX_FEE_MULTIPLIER = 2n;

/** The network fee of a swap at `gasPrice` (wei per gas), with its approval when one is due. */
export function estimatedSwapFee(gasPrice: bigint, withApproval = false): bigint {
  return networkFee(SWAP_GAS_ESTIMATE + (withApproval ? APPROVAL_GAS_ESTIMATE : 0n), gasPrice);
}

/** The native currency's id in the convert API: `0xeeee…eeee` on the chain (CAIP-10). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

export const nativeTokenId = (caipNetworkId: string) => `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`;

export const isNativeAddress = (address: string) => address.toLowerCase() === NATIVE_TOKEN_ADDRESS;
