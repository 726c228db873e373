import { ConfigError } from '../../config/ConfigError';

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
 * Checks the sign-in objects of a config when the modal is created (the schema only knows
 * they are objects): both at once are refused, and a missing method is a `ConfigError`
 * naming it. Small on purpose: it runs at startup, the flow itself loads later.
 */
export function checkSiwxConfig(runtime: {
  siwx?: object | undefined;
  siweConfig?: object | undefined;
}): void {
  if (runtime.siwx && runtime.siweConfig) {
    throw new ConfigError('siwx', 'set either siweConfig or siwx, not both');
  }
  if (runtime.siwx) requireMethods('siwx', runtime.siwx, SIWX_METHODS);
  if (runtime.siweConfig) requireMethods('siweConfig', runtime.siweConfig, SIWE_METHODS);
}
