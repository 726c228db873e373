import { invalidParams } from '../DevWalletRpcError';
import type { BitcoinAddressPurpose } from './types';

/** Every purpose, in the order `wallet.accounts` lists them. */
export const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals'];

export const isPurpose = (value: unknown): value is BitcoinAddressPurpose =>
  PURPOSES.includes(value as BitcoinAddressPurpose);

/** The purposes a `bitcoin:connect` input asks for, checked: a non-empty list, no duplicates. */
export function checkPurposes(input: unknown): readonly BitcoinAddressPurpose[] {
  const purposes = (input as { purposes?: unknown } | undefined)?.purposes;
  if (
    !Array.isArray(purposes) ||
    purposes.length === 0 ||
    !purposes.every(isPurpose) ||
    new Set(purposes).size !== purposes.length
  )
    throw invalidParams(
      `bitcoin:connect needs purposes, distinct ones of 'payment' and 'ordinals' (got ${JSON.stringify(purposes)})`,
    );
  return purposes;
}
