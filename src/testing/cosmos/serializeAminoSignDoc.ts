import type { StdSignDoc } from './types';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The bytes an amino JSON signature covers: the doc as JSON with every object's keys sorted
 * and `&`, `<`, `>` escaped as \u0026, \u003c, \u003e (what cosmjs' serializeSignDoc and the
 * SDK's legacy codec produce), UTF-8 encoded.
 */
export function serializeAminoSignDoc(signDoc: StdSignDoc): Uint8Array {
  const json = JSON.stringify(sorted(signDoc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e');
  return new TextEncoder().encode(json);
}
