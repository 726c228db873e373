import type { ProjectConfig } from '../../api/project';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../config/defaults';
import type { RemoteFlags } from './types';

const isSocialProvider = (value: unknown): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);

/**
 * Maps the remote features onto the local flags:
 * - `social_login` → `email` (its switch) and `socials` (false when off; when on, the
 *   providers its config lists, in that order, unknown ones dropped; a config that is not a
 *   list keeps the host's providers);
 * - `swap` → `swaps`, `onramp` → `onramp`, `activity` → `activity`,
 *   `reown_branding` → `reownBranding`, `multi_wallet` → `multiWallet` (their switches).
 * Ids the product does not know are ignored; a flag the answer does not mention is not set.
 */
export function toLocalFlags(features: ProjectConfig['features']): RemoteFlags {
  const flags: RemoteFlags = {};
  for (const { id, isEnabled, config } of features) {
    switch (id) {
      case 'social_login':
        flags.email = isEnabled;
        if (!isEnabled) flags.socials = false;
        else if (Array.isArray(config)) flags.socials = config.filter(isSocialProvider);
        break;
      case 'swap':
        flags.swaps = isEnabled;
        break;
      case 'onramp':
        flags.onramp = isEnabled;
        break;
      case 'activity':
        flags.activity = isEnabled;
        break;
      case 'reown_branding':
        flags.reownBranding = isEnabled;
        break;
      case 'multi_wallet':
        flags.multiWallet = isEnabled;
        break;
      default:
        break;
    }
  }
  return flags;
}
