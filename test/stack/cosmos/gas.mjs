/**
 * The stand-in's gas model: fixed figures, not metering. A transaction costs TX_BASE_GAS in the
 * ante handler (size, signature) plus MSG_SEND_GAS per MsgSend, so one MsgSend uses 80,000 gas
 * in Simulate and in the block; cosmjs' 'auto' (× 1.4) then asks 112,000 gas and, at 0.025uatom,
 * pays 2,800 uatom.
 */
export const TX_BASE_GAS = 60_000n;
export const MSG_SEND_GAS = 20_000n;
/** The node's minimum gas price, as a fraction: 0.025 = 25 / 1000 uatom per gas. */
export const MIN_GAS_PRICE = Object.freeze({ denom: 'uatom', numerator: 25n, denominator: 1000n });

/** Gas a transaction of `messageCount` MsgSends uses. */
export const gasUsedBy = (/** @type {number} */ messageCount) =>
  TX_BASE_GAS + MSG_SEND_GAS * BigInt(messageCount);

/** The least fee a gas limit needs at the minimum gas price: ceil(limit × 0.025). */
export const requiredFee = (/** @type {bigint} */ gasLimit) =>
  (gasLimit * MIN_GAS_PRICE.numerator + MIN_GAS_PRICE.denominator - 1n) / MIN_GAS_PRICE.denominator;
