import type { Features } from '../../config/ConfigInput';
import type { PorticoState } from '../PorticoState';
import type { View } from './types';

/**
 * The feature flag behind each flag-gated view, by its name. Patterns rather
 * than a table of twenty views: this ships in the startup bundle.
 */
const VIEW_FLAGS: Partial<Record<keyof Features, RegExp>> = {
  send: /^Send/,
  swaps: /^Swap/,
  onramp: /^Onramp/,
  email: /Email/,
  socials: /^Connecting[SF]/,
  receive: /^Receive/,
  activity: /^Transactions/,
  allWallets: /^AllWallets/,
  smartSessions: /^SmartS/,
};

/** The flag `view` needs on, or undefined for a view every configuration has. */
export const viewFlag = (view: View) =>
  (Object.keys(VIEW_FLAGS) as (keyof Features)[]).find((flag) => VIEW_FLAGS[flag]!.test(view));

/**
 * Whether `view` may be shown in `state`: its flag on in the features in effect (the project's
 * remote configuration, once it answered, over the host's).
 */
export function isViewOn(state: PorticoState, view: View): boolean {
  const flag = viewFlag(view);
  if (!flag) return true;
  const value =
    (state.project?.remote as Partial<Features> | null | undefined)?.[flag] ??
    state.options.features[flag];
  return Array.isArray(value) ? value.length > 0 : value === true;
}
