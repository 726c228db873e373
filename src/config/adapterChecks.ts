import type { CaipNetwork } from '../adapter/CaipNetwork';
import type { ChainAdapter } from '../adapter/ChainAdapter';
import { isChainNamespace } from '../adapter/chainNamespace';
import { fail, listOf, type Check } from './checks';

const METHODS = ['setup', 'getConnectors', 'connect', 'reconnect', 'disconnect'] as const;

/** An adapter object of a supported namespace, with the contract's methods. */
const adapter: Check<ChainAdapter> = (value, path) => {
  const candidate = value as Partial<Record<string, unknown>> | null;
  if (typeof candidate !== 'object' || candidate === null)
    return fail(path, 'Invalid adapter: an adapter is an object');
  if (!isChainNamespace(candidate.namespace))
    return fail(path, `Invalid adapter: namespace ${String(candidate.namespace)} is not supported`);
  const missing = METHODS.filter((method) => typeof candidate[method] !== 'function');
  if (missing.length > 0)
    return fail(
      path,
      `Invalid adapter: it has no ${missing.join(', ')} (the ChainAdapter methods)`,
    );
  return value as ChainAdapter;
};

/** One adapter per namespace (pairing and the embedded wallet join it as `sources`). */
export const adapterList: Check<ChainAdapter[]> = (value, path) => {
  const adapters = listOf(adapter)(value, path);
  adapters.forEach((entry, index) => {
    if (adapters.findIndex((a) => a.namespace === entry.namespace) !== index)
      fail(
        `${path}.${index}`,
        `Two adapters for ${entry.namespace}: one adapter per namespace (pairing is a source: sources: [pairing(…)])`,
      );
  });
  return adapters;
};

/** Each adapter that brings its own chain list agrees with the networks of its namespace. */
export function checkAdapterNetworks(
  adapters: readonly ChainAdapter[],
  networks: readonly CaipNetwork[],
): void {
  adapters.forEach((entry, index) => {
    const problem = entry.checkNetworks?.(
      networks.filter((network) => network.chainNamespace === entry.namespace),
    );
    if (problem) fail(`adapters.${index}`, problem);
  });
}
