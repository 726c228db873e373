/**
 * The swap's arithmetic, pure and exact: amounts are bigint base units, read from and written
 * back to plain decimal strings; percents are numbers for display. No imports, no state but the
 * answer sequence's own.
 */

/** The swap slippage tolerance, in percent. */
export const SWAP_SLIPPAGE_PERCENT = 1;

/** Uniswap V2's pool fee, in basis points (the stand-in's AMM). */
export const POOL_FEE_BASIS_POINTS = 30;

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A typed amount in base units: digits with at most one point ('1.5', '.5', '2.'); null when the
 * text is empty, not such a decimal, or has more significant places than `decimals`.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const places = fraction.replace(/0+$/, '');
  if (places.length > decimals) return null;
  return BigInt(`${whole || '0'}${places.padEnd(decimals, '0')}`);
}

/** Base units as an exact decimal string without trailing zeros ('1.5', '0', '1000'). */
export function fromBaseUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A decimal string of base units from the API ('1000000'), or null when it is not one. */
function parseUnitsString(value: string | bigint): bigint | null {
  if (typeof value === 'bigint') return value;
  return /^\d+$/.test(value) ? BigInt(value) : null;
}

/**
 * The allowance is sufficient only if it is at least the source amount in base units.
 * `allowance` as the API answers it (a decimal string); a malformed one is never sufficient.
 */
export function isAllowanceSufficient(allowance: string | bigint, amount: bigint): boolean {
  const allowed = parseUnitsString(allowance);
  return allowed !== null && allowed >= amount;
}

export type SwapStep = 'approve' | 'swap';

/** The transactions a swap takes: the approval first when a token's allowance is short. */
export function swapSteps(options: {
  native: boolean;
  allowance: string | bigint;
  amount: bigint;
}): SwapStep[] {
  if (options.native || isAllowanceSufficient(options.allowance, options.amount)) return ['swap'];
  return ['approve', 'swap'];
}

/** Percent (up to two decimals) as basis points; throws outside 0-100. */
function basisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Invalid percent ${percent}`);
  }
  return BigInt(Math.round(percent * 100));
}

/**
 * The least the swap may give: the quote less the slippage, rounded down. The product API's
 * build-transaction puts the same number in the router call as `amountOutMin` (the stand-in:
 * test/stack/api/ammQuotes.mjs `minimumOut`), so the swap reverts below it.
 */
export function minimumReceived(
  toAmount: bigint,
  slippagePercent: number = SWAP_SLIPPAGE_PERCENT,
): bigint {
  return (toAmount * (10_000n - basisPoints(slippagePercent))) / 10_000n;
}

/** Uniswap V2's `getAmountOut`: what `amountIn` buys from a pool, after its fee. */
export function amountOutFromReserves(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBasisPoints: number = POOL_FEE_BASIS_POINTS,
): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * (10_000n - BigInt(feeBasisPoints));
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee);
}

/** Parts per 10^12: the precision of the reserves' impact before it becomes a number. */
const PARTS = 10n ** 12n;

/**
 * Price impact in percent from a pool's reserves: how much less the swap gives than the same
 * amount at the pool's mid price (reserveOut / reserveIn), the fee left out. 0 for no amount.
 */
export function priceImpactFromReserves(options: {
  amountIn: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
  feeBasisPoints?: number;
}): number {
  const { amountIn, reserveIn, reserveOut, feeBasisPoints = POOL_FEE_BASIS_POINTS } = options;
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0;
  const out = amountOutFromReserves(amountIn, reserveIn, reserveOut, feeBasisPoints);
  // At the mid price, after the fee: amountIn × (1 − fee) × reserveOut / reserveIn.
  const atMid = amountIn * (10_000n - BigInt(feeBasisPoints)) * reserveOut;
  const parts = PARTS - (out * reserveIn * 10_000n * PARTS) / atMid;
  return (Number(parts) / Number(PARTS)) * 100;
}

/** Base units as a number, for display arithmetic only. */
const toNumber = (units: bigint, decimals: number) => Number(fromBaseUnits(units, decimals));

/**
 * Price impact in percent of a quote against the mid price the fiat prices give: how much less
 * the target is worth than the source (fee included, as the anchor shows it). 0 when the source
 * has no value; negative when the quote beats the prices.
 */
export function priceImpactFromPrices(options: {
  fromAmount: bigint;
  fromDecimals: number;
  fromPrice: number;
  toAmount: bigint;
  toDecimals: number;
  toPrice: number;
}): number {
  const valueIn = toNumber(options.fromAmount, options.fromDecimals) * options.fromPrice;
  if (!(valueIn > 0)) return 0;
  const valueOut = toNumber(options.toAmount, options.toDecimals) * options.toPrice;
  return (1 - valueOut / valueIn) * 100;
}

/** The network fee of a transaction: gas limit × gas price, in the native currency's base units. */
export const networkFee = (gasLimit: bigint, gasPrice: bigint): bigint => gasLimit * gasPrice;

/** The most the user can swap: all of a token; of the native currency, what the fee leaves. */
export function maxSwapAmount(options: { balance: bigint; native: boolean; fee: bigint }): bigint {
  if (!options.native) return options.balance;
  return options.balance > options.fee ? options.balance - options.fee : 0n;
}

/**
 * Whether the balances cannot pay the amount plus the fee: the native currency pays both; a
 * token pays the amount and the native balance the fee.
 */
export function isBalanceInsufficient(options: {
  amount: bigint;
  balance: bigint;
  native: boolean;
  fee: bigint;
  nativeBalance: bigint;
}): boolean {
  const { amount, balance, native, fee, nativeBalance } = options;
  return native ? amount + fee > balance : amount > balance || fee > nativeBalance;
}

/**
 * The stale-answer rule for quotes: requests are numbered as they are sent, and an answer is
 * shown only when it is newer than the one on screen, so an older answer never overwrites a
 * newer one. Pure: keep `shown` in state.
 */
export function isNewerAnswer(answerSeq: number, shownSeq: number | null): boolean {
  return shownSeq === null || answerSeq > shownSeq;
}

/** A counter for `isNewerAnswer`: `next()` numbers a request, `accept(seq)` gates its answer. */
export function createAnswerSequence() {
  let sent = 0;
  let shown: number | null = null;
  return {
    next: (): number => (sent += 1),
    /** True (and remembered) when `seq`'s answer is newer than the one shown. */
    accept(seq: number): boolean {
      if (!isNewerAnswer(seq, shown)) return false;
      shown = seq;
      return true;
    },
    /** Whether `seq` is the last request sent: its answer matches what is typed now. */
    isLatest: (seq: number): boolean => seq === sent,
  };
}
