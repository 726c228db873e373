/** sdk.Coins, the little the stand-in needs: validation and the SDK's string form. */
import { SdkError } from './SdkError.mjs';

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;

/**
 * `1000uatom,5stake`, or '' for none (sdk.Coins.String).
 * @param {ReadonlyArray<{ denom: string, amount: string | bigint }>} coins
 */
export const coinsString = (coins) =>
  coins.map(({ amount, denom }) => `${amount}${denom}`).join(',');

/**
 * Coins as [{denom, amount: bigint}], checked as sdk.Coins.Validate does (valid denoms,
 * positive amounts, sorted by denom without repeats); `code` is the error to throw.
 * @param {Array<{ denom: string, amount: string }>} coins
 * @param {{ code?: import('./SdkError.mjs').SdkErrorCode, what?: string, allowEmpty?: boolean }} [options]
 */
export function parseCoins(coins, { code = 10, what = 'coins', allowEmpty = true } = {}) {
  if (coins.length === 0 && !allowEmpty) throw new SdkError(code, `${what}: ${coinsString(coins)}`);
  const parsed = coins.map(({ denom, amount }) => {
    if (!DENOM.test(denom)) throw new SdkError(code, `invalid denom: ${denom}`);
    if (!/^\d+$/.test(amount) || BigInt(amount) === 0n)
      throw new SdkError(code, `${what}: ${coinsString(coins)}`);
    return { denom, amount: BigInt(amount) };
  });
  for (let at = 1; at < parsed.length; at++) {
    if (parsed[at - 1].denom >= parsed[at].denom)
      throw new SdkError(
        code,
        `${what}: denomination ${parsed[at].denom} is not sorted or repeated`,
      );
  }
  return parsed;
}
