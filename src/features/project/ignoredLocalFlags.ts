import type { ProjectFlag, ProjectFlags } from './projectFlags';
import type { RemoteFlags } from './types';

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => item === b[index])
    : a === b;

/**
 * The flags behind the 'Local configuration ignored' notice: set by the host itself and
 * overridden by the remote configuration with another value. A default the host never wrote
 * is not "local configuration", and a remote value equal to the host's ignores nothing.
 */
export function ignoredLocalFlags(
  host: ProjectFlags,
  hostSet: readonly ProjectFlag[],
  remote: RemoteFlags,
): ProjectFlag[] {
  return hostSet.filter(
    (flag) => remote[flag] !== undefined && !sameValue(host[flag], remote[flag]),
  );
}
