import { NAMESPACES } from './namespaces';

/** A chain namespace Portico supports: a key of the namespace registry. */
export type ChainNamespace = keyof typeof NAMESPACES;

/** The chain namespaces Portico supports, in the registry's order. */
export const CHAIN_NAMESPACES = Object.keys(NAMESPACES) as readonly ChainNamespace[];

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && Object.hasOwn(NAMESPACES, value);
}
