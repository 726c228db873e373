import { ConfigError } from '../../config/ConfigError';
import type { LegacySiweConfig } from './LegacySiweConfig';
import { siweConfigToSiwx } from './siweConfigToSiwx';
import type { SiwxConfig } from './types';

const SIWX_METHODS = [
  'createMessage',
  'addSession',
  'getSessions',
  'setSessions',
  'revokeSession',
] as const;
const SIWE_METHODS = [
  'getNonce',
  'createMessage',
  'verifyMessage',
  'getSession',
  'signOut',
] as const;

function requireMethods(field: string, value: object, methods: readonly string[]): void {
  const missing = methods.find(
    (method) => typeof (value as Record<string, unknown>)[method] !== 'function',
  );
  if (missing) throw new ConfigError(`${field}.${missing}`, 'must be a function');
}

/**
 * The one `SiwxConfig` of a runtime config: `siwx` as given, or the legacy `siweConfig`
 * adapted; undefined when sign-in is off. The config schema only checks that they are objects,
 * so this checks their methods and throws a `ConfigError` naming a missing one.
 */
export function resolveSiwxConfig(runtime: {
  siwx?: object | undefined;
  siweConfig?: object | undefined;
}): SiwxConfig | undefined {
  if (runtime.siwx && runtime.siweConfig) {
    throw new ConfigError('siwx', 'set either siweConfig or siwx, not both');
  }
  if (runtime.siwx) {
    requireMethods('siwx', runtime.siwx, SIWX_METHODS);
    return runtime.siwx as SiwxConfig;
  }
  if (runtime.siweConfig) {
    requireMethods('siweConfig', runtime.siweConfig, SIWE_METHODS);
    return siweConfigToSiwx(runtime.siweConfig as LegacySiweConfig);
  }
  return undefined;
}
