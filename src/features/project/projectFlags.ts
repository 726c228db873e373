import type { Features } from '../../config/ConfigInput';

/**
 * The project feature flags, the ones the project's remote configuration decides
 * (remote names social_login, swap, onramp, activity, reown_branding, multi_wallet).
 */
const PROJECT_FLAGS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const;

export type ProjectFlag = (typeof PROJECT_FLAGS)[number];
export type ProjectFlags = Pick<Features, ProjectFlag>;

/**
 * The project flags the host set itself in `config.features` (before defaults are filled):
 * only those can be "local configuration ignored" when the remote configuration differs.
 */
export function hostSetFlags(input: unknown): ProjectFlag[] {
  const features = (input as { features?: unknown } | null)?.features;
  if (typeof features !== 'object' || features === null) return [];
  return PROJECT_FLAGS.filter((flag) => (features as Record<string, unknown>)[flag] !== undefined);
}
