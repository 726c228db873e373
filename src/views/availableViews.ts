import type { View } from '../features/router/types';

/**
 * Views that have no component yet: routable names only. Kept apart
 * from the lazy registry so the core can check a view name without pulling any view code into
 * the initial bundle; listed by what is missing, the shorter list, as it ships at startup.
 */
const UNBUILT_VIEWS = ['EmailVerifyOtp', 'EmailVerifyDevice', 'OnrampQuote'] as const;

export type AvailableView = Exclude<View, (typeof UNBUILT_VIEWS)[number]>;

export function isAvailableView(view: View): view is AvailableView {
  return !(UNBUILT_VIEWS as readonly View[]).includes(view);
}
