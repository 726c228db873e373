import { utils } from 'ethers5';
import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * Decimal string ↔ smallest unit on ethers 5's `parseUnits`/`formatUnits`, answering exactly
 * as the shared units of `src/adapter/units` do: the same results, the same errors.
 */
export const ethers5Units = {
  parseUnits(value: string, decimals: number): bigint {
    const trimmed = value.trim();
    try {
      return utils.parseUnits(trimmed, decimals).toBigInt();
    } catch (error) {
      // ethers 5's "fractional component exceeds decimals" is a NUMERIC_FAULT, fault 'underflow'.
      if ((error as { fault?: unknown }).fault === 'underflow')
        throw new PorticoError('INVALID_AMOUNT', 'Too many decimal places', {
          details: `${value} (${decimals} decimals)`,
          cause: error,
        });
      throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', { details: value, cause: error });
    }
  },

  formatUnits(value: bigint, decimals: number): string {
    // ethers 5 always writes a fraction ("1.0"); the shared form leaves a zero one out.
    return utils.formatUnits(value.toString(), decimals).replace(/\.0$/, '');
  },
};
