import type { AuthAccountType } from '../../frame/AuthWallet';

/**
 * The switch to a smart account is allowed only when smart accounts are enabled (on
 * the current network) and the current type is eoa; back to eoa, from a smart account, always.
 */
export function canSwitchAccountType(
  to: AuthAccountType,
  account: { type: AuthAccountType; smartAccountEnabled: boolean },
): boolean {
  if (to === account.type) return false;
  if (to === 'smartAccount') return account.smartAccountEnabled && account.type === 'eoa';
  return true;
}
