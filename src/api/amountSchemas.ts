import * as z from 'zod/mini';

/**
 * An amount in a token's smallest units: a non-negative integer, decimal or `0x` hex, the two
 * forms `BigInt()` reads. Checked here because callers pass it to `BigInt()` (in reducers
 * too), which throws on anything else ('NaN', '-1', '1e400', '').
 */
export const baseUnitsSchema = z.string().check(z.regex(/^(?:\d+|0x[0-9a-fA-F]+)$/));

/** A non-negative decimal amount as the API writes it (`'98.50'`, `'1.0'`): no sign, no exponent. */
export const decimalSchema = z.string().check(z.regex(/^\d+(?:\.\d+)?$/));

/** A token's decimals: the ERC-20 uint8, so `10n ** BigInt(decimals)` stays sane. */
export const tokenDecimalsSchema = z.number().check(z.int(), z.minimum(0), z.maximum(255));
