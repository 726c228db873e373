import { checkSiwxConfig } from './checkSiwxConfig';
import type { LegacySiweConfig } from './LegacySiweConfig';
import { siweConfigToSiwx } from './siweConfigToSiwx';
import type { SiwxConfig } from './types';

/**
 * The one `SiwxConfig` of a runtime config: `siwx` as given, or the legacy `siweConfig`
 * adapted; undefined when sign-in is off. The config schema only checks that they are objects,
 * so this checks their methods and throws a `ConfigError` naming a missing one.
 */
export function resolveSiwxConfig(runtime: {
  siwx?: object | undefined;
  siweConfig?: object | undefined;
}): SiwxConfig | undefined {
  checkSiwxConfig(runtime);
  if (runtime.siwx) return runtime.siwx as SiwxConfig;
  if (runtime.siweConfig) return siweConfigToSiwx(runtime.siweConfig as LegacySiweConfig);
  return undefined;
}
