import { ConfigError } from './ConfigError';

/**
 * Reads one config value at `path`: returns it with its defaults filled, or throws a
 * `ConfigError` naming the path and what is expected. The config is checked by hand with these
 * few readers rather than with zod: it is read at startup, where zod's core would be most of
 * the host's initial bundle (docs/architecture.md, "Start-up cost").
 */
export type Check<T> = (value: unknown, path: string) => T;

export const fail = (path: string, message: string): never => {
  throw new ConfigError(path, message);
};

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `message` is what the error says: by default "<last path part> must be a string". */
export const string =
  (message?: string): Check<string> =>
  (value, path) =>
    typeof value === 'string' ? value : fail(path, message ?? `${last(path)} must be a string`);

/** `message`, when given, is said for a missing value as for an empty one. */
export const nonEmptyString =
  (message?: string): Check<string> =>
  (value, path) => {
    const text = string(message)(value, path);
    return text.length > 0 ? text : fail(path, message ?? `${last(path)} must not be empty`);
  };

export const boolean: Check<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, `${last(path)} must be true or false`);

export const number: Check<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : fail(path, `${last(path)} must be a number`);

export const integer = (min: number, max: number): Check<number> =>
  refine(
    number,
    (n) => Number.isInteger(n) && n >= min && n <= max,
    (path) => `${last(path)} must be a whole number from ${min} to ${max}`,
  );

export const oneOf =
  <T extends string>(values: readonly T[], message?: string): Check<T> =>
  (value, path) =>
    values.includes(value as T)
      ? (value as T)
      : fail(path, message ?? `${last(path)} must be one of ${values.join(', ')}`);

export const literal =
  <T extends string | number | boolean>(expected: T): Check<T> =>
  (value, path) =>
    value === expected ? expected : fail(path, `${last(path)} must be ${String(expected)}`);

export const listOf =
  <T>(item: Check<T>, message?: string): Check<T[]> =>
  (value, path) =>
    Array.isArray(value)
      ? value.map((entry, index) => item(entry, at(path, index)))
      : fail(path, message ?? `${last(path)} must be a list`);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : check(value, path);

/** `fallback` makes a fresh value each time, so no two instances share one. */
export const withDefault =
  <T>(check: Check<T>, fallback: () => T): Check<T> =>
  (value, path) =>
    value === undefined ? fallback() : check(value, path);

/** The first check that accepts the value; else `message` at the path. */
export const either =
  <A, B>(first: Check<A>, second: Check<B>, message: string): Check<A | B> =>
  (value, path) => {
    for (const check of [first, second] as Check<A | B>[]) {
      try {
        return check(value, path);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
      }
    }
    return fail(path, message);
  };

export const refine =
  <T>(check: Check<T>, test: (value: T) => boolean, message: (path: string) => string): Check<T> =>
  (value, path) => {
    const read = check(value, path);
    return test(read) ? read : fail(path, message(path));
  };

type Shape = Record<string, Check<unknown>>;
type Output<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object of known keys (others are dropped); a key whose value reads as undefined is left out. */
export const object =
  <S extends Shape>(shape: S, message?: string): Check<Output<S>> =>
  (value, path) => {
    if (!isPlainObject(value)) return fail(path, message ?? `${last(path)} must be an object`);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const read = shape[key]!(value[key], at(path, key));
      if (read !== undefined) result[key] = read;
    }
    return result as Output<S>;
  };

/** A record whose keys are `keys` and whose values pass `item`. */
export const recordOf =
  <K extends string, T>(keys: readonly K[], item: Check<T>): Check<Partial<Record<K, T>>> =>
  (value, path) => {
    if (!isPlainObject(value)) return fail(path, `${last(path)} must be an object`);
    const result: Partial<Record<K, T>> = {};
    for (const [key, entry] of Object.entries(value)) {
      const name = oneOf(keys)(key, at(path, key));
      result[name] = item(entry, at(path, key));
    }
    return result;
  };

/** The field a path ends in, for messages: `networks.0.name` → `name`; a list entry `ids[]`. */
export function last(path: string): string {
  const parts = path.split('.');
  const tail = parts.at(-1) ?? path;
  // A list entry is named after its list: `featuredWalletIds[]`.
  return /^\d+$/.test(tail) && parts.length > 1 ? `${parts.at(-2)}[]` : tail;
}
