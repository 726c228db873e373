import type { ChainAdapter } from '../adapter/ChainAdapter';
import { isChainNamespace } from '../adapter/chainNamespace';
import type { WalletSource, WalletSourceKind } from '../adapter/WalletSource';
import { fail, isPlainObject, listOf, type Check } from './checks';
import { httpUrl } from './urlChecks';

const KINDS: readonly WalletSourceKind[] = ['pairing', 'embeddedWallet'];

/** A source made by `pairing(…)` or `embeddedWallet(…)`: a kind, its namespaces, `start`. */
const source: Check<WalletSource> = (value, path) => {
  if (!isPlainObject(value))
    return fail(path, 'Invalid source: a source is made by pairing() or embeddedWallet()');
  if (!KINDS.includes(value.kind as WalletSourceKind))
    return fail(
      path,
      `Invalid source: kind ${String(value.kind)} is not one of ${KINDS.join(', ')}`,
    );
  const namespaces = value.namespaces;
  if (!Array.isArray(namespaces) || namespaces.length === 0 || !namespaces.every(isChainNamespace))
    return fail(path, 'Invalid source: namespaces lists the chain namespaces it serves');
  if (typeof value.start !== 'function') return fail(path, 'Invalid source: it has no start');
  // The embedded wallet frames its secure site: `embeddedWallet({ secureSiteUrl })`.
  if (value.kind === 'embeddedWallet') httpUrl(value.frameUrl, `${path}.secureSiteUrl`);
  return value as unknown as WalletSource;
};

/** One source of each kind. */
export const sourceList: Check<WalletSource[]> = (value, path) => {
  const sources = listOf(source)(value, path);
  sources.forEach((entry, index) => {
    if (sources.findIndex((s) => s.kind === entry.kind) !== index)
      fail(`${path}.${index}`, `Two ${entry.kind} sources: one source of each kind`);
  });
  return sources;
};

/**
 * Each source serves at least one registered namespace: a source with no adapter of any of
 * its namespaces would list nothing, which a host would not notice until a user looked.
 */
export function checkSourceNamespaces(
  sources: readonly WalletSource[],
  adapters: readonly ChainAdapter[],
): void {
  sources.forEach((entry, index) => {
    if (!entry.namespaces.some((namespace) => adapters.some((a) => a.namespace === namespace)))
      fail(
        `sources.${index}`,
        `${entry.kind} serves ${entry.namespaces.join(', ')}: register an adapter of ${
          entry.namespaces.length > 1 ? 'one of them' : 'it'
        } in adapters`,
      );
  });
}

/** The config key the embedded wallet's source replaced: a clear error, not a silent loss. */
export const movedToSources: Check<undefined> = (value, path) =>
  value === undefined
    ? undefined
    : fail(path, 'moved: sources: [embeddedWallet({ secureSiteUrl })] (from portico)');
