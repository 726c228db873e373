import type { ChainAdapter } from '../adapter/ChainAdapter';
import { isChainNamespace } from '../adapter/chainNamespace';
import type { WalletSource } from '../adapter/WalletSource';
import { fail, isPlainObject, listOf, type Check } from './checks';
import { secureHttpUrl } from './urlChecks';

/** A source made by `pairing(…)` or `embeddedWallet(…)`. */
const source: Check<WalletSource> = (value, path) => {
  const ok =
    isPlainObject(value) &&
    (value.kind === 'pairing' || value.kind === 'embeddedWallet') &&
    Array.isArray(value.namespaces) &&
    value.namespaces.length > 0 &&
    value.namespaces.every(isChainNamespace) &&
    typeof value.start === 'function';
  if (!ok) fail(path, 'Invalid source: make it with pairing() or embeddedWallet()');
  const checked = value as unknown as WalletSource;
  // The embedded wallet frames its secure site: `embeddedWallet({ secureSiteUrl })`.
  if (checked.kind === 'embeddedWallet') secureHttpUrl(checked.frameUrl, `${path}.secureSiteUrl`);
  return checked;
};

/** One source of each kind. */
export const sourceList: Check<WalletSource[]> = (value, path) => {
  const sources = listOf(source)(value, path);
  sources.forEach(({ kind }, index) => {
    if (sources.findIndex((s) => s.kind === kind) !== index)
      fail(`${path}.${index}`, `a second ${kind} source`);
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
  sources.forEach(({ kind, namespaces }, index) => {
    if (!namespaces.some((namespace) => adapters.some((a) => a.namespace === namespace)))
      fail(`sources.${index}`, `${kind} serves ${namespaces.join(', ')}: add its adapter`);
  });
}

/** The config key the embedded wallet's source replaced: a clear error, not a silent loss. */
export const movedToSources: Check<undefined> = (value, path) =>
  value === undefined ? undefined : fail(path, 'moved to sources: [embeddedWallet({ … })]');
