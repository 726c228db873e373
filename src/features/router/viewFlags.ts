import type { Features } from '../../config/ConfigInput';
import type { View } from './types';

/** The feature flag behind each flag-gated view (spec §1 features); other views are always on. */
export const VIEW_FLAGS: Partial<Record<View, keyof Features>> = {
  Send: 'send',
  SendPreview: 'send',
  Receive: 'receive',
  Swap: 'swaps',
  SwapPreview: 'swaps',
  SwapSelectToken: 'swaps',
  OnrampProviders: 'onramp',
  OnrampTokenSelect: 'onramp',
  OnrampFiatSelect: 'onramp',
  OnrampQuote: 'onramp',
  OnrampBuy: 'onramp',
  OnrampInProgress: 'onramp',
  Transactions: 'activity',
  AllWallets: 'allWallets',
  EmailLogin: 'email',
  EmailVerifyOtp: 'email',
  EmailVerifyDevice: 'email',
  UpdateEmailWallet: 'email',
  ConnectingSocial: 'socials',
  ConnectingFarcaster: 'socials',
};

/** Whether `view` may be shown under `features` (a flag-gated view needs its flag on). */
export function isViewOn(view: View, features: Features): boolean {
  const flag = VIEW_FLAGS[view];
  if (flag === undefined) return true;
  const value = features[flag];
  return Array.isArray(value) ? value.length > 0 : value === true;
}
