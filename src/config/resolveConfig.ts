import { checkSiwxConfig } from '../features/siwx/checkSiwxConfig';
import { hostSetFlags, type ProjectFlag } from '../features/project/projectFlags';
import { ConfigError } from './ConfigError';
import type { ParsedConfig } from './ConfigInput';
import { validateConfig } from './validateConfig';

/** The serialisable part of the config: what the `options` slice stores. */
export type ResolvedOptions = Omit<ParsedConfig, 'adapters' | 'sources' | 'siweConfig' | 'siwx'> & {
  /** The embedded wallet's secure site, where its source is registered. */
  secureSiteUrl?: string;
  defaultNetwork: ParsedConfig['networks'][number];
  /** Whether a sign-in integration (siwx or the legacy siweConfig) was configured. */
  hasSiwx: boolean;
  /** The project flags the host set itself (not defaulted): remote config may override them. */
  hostFeatureFlags: ProjectFlag[];
};

/** The non-serialisable part: live objects that belong in the saga context. */
export interface RuntimeConfig {
  adapters: ParsedConfig['adapters'];
  sources: ParsedConfig['sources'];
  siweConfig: ParsedConfig['siweConfig'];
  siwx: ParsedConfig['siwx'];
}

/**
 * Validates a host config and fills every default.
 * Throws a `ConfigError` naming the first offending field.
 */
export function resolveConfig(input: unknown): {
  options: ResolvedOptions;
  runtime: RuntimeConfig;
} {
  if (typeof input !== 'object' || input === null) {
    throw new ConfigError('config', 'must be an object');
  }
  const { adapters, sources, siweConfig, siwx, ...rest } = validateConfig(input);
  const secureSiteUrl = sources.find((s) => s.kind === 'embeddedWallet')?.frameUrl;
  checkSiwxConfig({ siwx, siweConfig });
  if (rest.features.legalCheckbox && !rest.termsConditionsUrl && !rest.privacyPolicyUrl)
    throw new ConfigError(
      'features.legalCheckbox',
      'needs termsConditionsUrl or privacyPolicyUrl to link to',
    );
  const defaultNetwork = rest.defaultNetwork ?? rest.networks[0]!;
  if (!rest.networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new ConfigError('defaultNetwork', `${defaultNetwork.caipNetworkId} is not in networks`);
  }
  return {
    options: {
      ...rest,
      ...(secureSiteUrl !== undefined && { secureSiteUrl }),
      defaultNetwork,
      hasSiwx: Boolean(siweConfig || siwx),
      hostFeatureFlags: hostSetFlags(input),
    },
    runtime: { adapters, sources, siweConfig, siwx },
  };
}
