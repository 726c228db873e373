/** An entry of `window.btc_providers` (WBIP004), as far as we use it. */
export interface BtcProviderEntry {
  /** The dotted path of the provider object on `window`, e.g. `XverseProviders.BitcoinProvider`. */
  id: string;
  name: string;
  icon?: unknown;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

/**
 * The entry `item` is, copied (its keys read once, others dropped), or null: an id of 1 to 200
 * characters, a name of 1 to 100, any icon. Hand-written rather than a schema: it runs at
 * discovery, which must not load zod.
 */
export function readBtcProviderEntry(item: unknown): BtcProviderEntry | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { id, name } = item as { id?: unknown; name?: unknown };
  if (!isText(id, 200) || !isText(name, 100)) return null;
  return 'icon' in item ? { id, name, icon: (item as { icon?: unknown }).icon } : { id, name };
}
