/**
 * fast-check generators of what storage may hold under Portico's keys: valid records of each
 * kind, garbage items to mix in among them, and whole garbage values (random text, truncated
 * JSON, JSON of every wrong shape, another version's record, huge strings, `__proto__` keys).
 */
import fc from 'fast-check';
import { CHAIN_NAMESPACES } from '../../../src/adapter/chainNamespace';
import type { StoredConnection } from '../../../src/features/connections/types';
import type { RecentWallet } from '../../../src/features/connectors/types';

const KINDS = ['injected', 'pairing', 'auth', 'custom'] as const;
const STATUSES = ['connected', 'active', 'disconnected'] as const;

const connectorId = fc.stringMatching(/^[a-z][a-z0-9.]{0,20}$/);

/** A stored connection as the product writes it (optionally with its account). */
export const storedConnection = (
  options: { status?: fc.Arbitrary<StoredConnection['status']> } = {},
): fc.Arbitrary<StoredConnection> =>
  fc.record(
    {
      namespace: fc.constantFrom(...CHAIN_NAMESPACES),
      connectorId,
      kind: fc.constantFrom(...KINDS),
      status: options.status ?? fc.constantFrom(...STATUSES),
      lastUsed: fc.integer({ min: 0, max: 2 ** 45 }),
      caipAddress: fc
        .tuple(fc.integer({ min: 1, max: 99999 }), fc.stringMatching(/^0x[0-9a-f]{40}$/))
        .map(([chain, address]) => `eip155:${chain}:${address}`),
    },
    { requiredKeys: ['namespace', 'connectorId', 'kind', 'status', 'lastUsed'] },
  );

/** A recent wallet as the product writes it, or as an older version did (a bare id). */
export const recentWallet: fc.Arbitrary<RecentWallet | string> = fc.oneof(
  fc.record({
    id: connectorId,
    namespaces: fc.uniqueArray(fc.constantFrom(...CHAIN_NAMESPACES), { maxLength: 3 }),
  }),
  connectorId,
);

/** What an older-version bare id means today. */
export const normalisedRecent = (wallet: RecentWallet | string): RecentWallet =>
  typeof wallet === 'string' ? { id: wallet, namespaces: [] } : wallet;

/** A value that never is a record of any kind: bad scalars, nested lists, empty objects. */
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constant(''),
  fc.array(fc.nat(), { maxLength: 3 }),
  fc.constant({}),
  fc.constant({ __proto__: { id: 'polluted' } }),
);

/**
 * An item a list must drop: junk, or a valid connection with one field missing or wrong.
 * Never a valid connection nor a valid recent wallet.
 */
const WRONG_FIELD_VALUES = {
  namespace: [undefined, '', 'tron', 7, null],
  connectorId: [undefined, '', 7, null, []],
  // An older version wrote no kind: a missing kind is valid.
  kind: ['', 'tron', 7, null, {}],
  status: [undefined, 'paused', 7, null],
  lastUsed: [undefined, '1', Number.NaN, Number.POSITIVE_INFINITY, null, {}],
} as const;

export const garbageConnectionItem: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc
    .tuple(
      storedConnection(),
      fc.constantFrom(...(Object.keys(WRONG_FIELD_VALUES) as (keyof typeof WRONG_FIELD_VALUES)[])),
      fc.nat(),
    )
    .map(([record, field, pick]) => {
      const wrong = WRONG_FIELD_VALUES[field];
      return { ...record, [field]: wrong[pick % wrong.length] };
    }),
);

/** An item a recent-wallet list must drop. */
export const garbageRecentItem: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.record({ id: fc.constantFrom('', 7, null), namespaces: fc.constant(['eip155']) }),
  fc.record({ id: connectorId, namespaces: fc.constantFrom('eip155', ['tron'], [7], null) }),
);

/** JSON text, safe for values JSON.stringify leaves out (undefined, functions, symbols). */
const jsonText = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
};

/**
 * Raw text that holds no usable record of any key: random text, JSON of the wrong shape,
 * another version's record, truncated JSON, huge and deeply nested text, `__proto__` keys.
 * `isUsable` filters out what a generator may produce by chance that is a record after all.
 */
export const garbageText = (isUsable: (raw: string) => boolean): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.jsonValue({ maxDepth: 3 }).map(jsonText),
      fc.anything({ maxDepth: 2 }).map(jsonText),
      fc.jsonValue({ maxDepth: 3 }).map((value) => jsonText([value])),
      // Another (newer) version's envelope, and an older unversioned object of records.
      fc
        .array(storedConnection(), { maxLength: 2 })
        .map((items) => jsonText({ version: 2, items })),
      fc.array(storedConnection(), { maxLength: 2 }).map((items) => jsonText({ ...items })),
      // Truncated JSON of a valid list.
      fc
        .tuple(fc.array(storedConnection(), { minLength: 1, maxLength: 3 }), fc.nat())
        .map(([items, at]) => {
          const text = jsonText(items);
          return text.slice(0, at % (text.length - 1));
        }),
      fc.array(garbageConnectionItem, { maxLength: 4 }).map(jsonText),
      fc.array(garbageRecentItem, { maxLength: 4 }).map(jsonText),
      fc.constantFrom(
        '{"__proto__":{"polluted":true}}',
        '[{"__proto__":{"polluted":true}}]',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '"__proto__"',
        'null',
        'undefined',
        '',
        'NaN',
        '[]x',
      ),
      // Huge: a megabyte of text, and JSON nested thousands deep.
      fc.integer({ min: 1, max: 1_000_000 }).map((n) => 'x'.repeat(n)),
      fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    )
    .filter((raw) => !isUsable(raw));

/** A list with `valid` items in order and garbage items interleaved anywhere. */
export const mixedList = <T>(
  valid: fc.Arbitrary<T>,
  garbage: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ valid: T[]; list: unknown[] }> =>
  fc
    .tuple(
      fc.array(valid, { minLength: 1, maxLength: 4 }),
      fc.array(fc.tuple(fc.nat(), garbage), { minLength: 1, maxLength: 4 }),
    )
    .map(([items, extras]) => {
      const list: unknown[] = [...items];
      for (const [at, item] of extras) list.splice(at % (list.length + 1), 0, item);
      return { valid: items, list };
    });

/** Parses `raw` as JSON, or undefined when it is not JSON. */
export const parsed = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};
