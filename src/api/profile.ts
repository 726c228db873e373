import * as z from 'zod/mini';
import { ApiHttpError } from './ApiError';
import { IDENTITY_CACHE_MS } from '../config/cacheDurations';
import type { ApiClient } from './createApiClient';

// Name ("profile") calls of the product API. Names are cached 5 min; registering clears them.

const PROFILE_API_VERSION = '2';
const NAME_CACHE = 'name:';

export const profileSchema = z.object({
  name: z.string(),
  registered: z.number(),
  updated: z.optional(z.number()),
  /** ENSIP-11 coin type (`60` for Ethereum) → address. */
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.optional(z.record(z.string(), z.string())),
});
export type Profile = z.output<typeof profileSchema>;

export const profilesSchema = z.array(profileSchema);

export const nameSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
});
export type NameSuggestions = z.output<typeof nameSuggestionsSchema>;

export const registerNameSchema = z.object({ success: z.boolean() });
export type RegisterNameResult = z.output<typeof registerNameSchema>;

/**
 * GET /v1/profile/account/{name}: the name's record, or null when nobody holds it (404 is an
 * answer here, not a failure). Cached 5 min.
 */
export async function getProfileByName(
  client: ApiClient,
  params: { name: string },
): Promise<Profile | null> {
  try {
    return await client.get({
      path: `/v1/profile/account/${encodeURIComponent(params.name)}`,
      query: { apiVersion: PROFILE_API_VERSION },
      schema: profileSchema,
      cache: { key: `${NAME_CACHE}${params.name.toLowerCase()}`, ttlMs: IDENTITY_CACHE_MS },
    });
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 404) return null;
    throw error;
  }
}

/** GET /v1/profile/reverse/{address}: the names an address holds (maybe none). Cached 5 min. */
export function getProfilesByAddress(
  client: ApiClient,
  params: { address: string; sender?: string },
): Promise<Profile[]> {
  return client.get({
    path: `/v1/profile/reverse/${encodeURIComponent(params.address)}`,
    query: { sender: params.sender, apiVersion: PROFILE_API_VERSION },
    schema: profilesSchema,
    cache: {
      key: `${NAME_CACHE}reverse:${params.address.toLowerCase()}`,
      ttlMs: IDENTITY_CACHE_MS,
    },
  });
}

/** GET /v1/profile/suggestions/{name}: names like `name` in `zone`, each marked taken or free. */
export function getNameSuggestions(
  client: ApiClient,
  params: { name: string; zone: string },
): Promise<NameSuggestions> {
  return client.get({
    path: `/v1/profile/suggestions/${encodeURIComponent(params.name)}`,
    query: { zone: params.zone },
    schema: nameSuggestionsSchema,
  });
}

interface RegisterNameParams {
  /** ENSIP-11 coin type of the account's EVM chain: `0x80000000 | chainId`. */
  coinType: number;
  address: string;
  /** The JSON message the address signed: `{"name":…,"attributes":{…},"timestamp":<seconds>}`. */
  message: string;
  /** personal_sign of `message` by `address`. */
  signature: string;
}

/** POST /v1/profile/account: registers the name in `message`. Clears the cached names. */
export async function registerName(
  client: ApiClient,
  params: RegisterNameParams,
): Promise<RegisterNameResult> {
  const result = await client.post({
    path: '/v1/profile/account',
    body: {
      coin_type: params.coinType,
      address: params.address,
      message: params.message,
      signature: params.signature,
    },
    schema: registerNameSchema,
  });
  client.clearCache(NAME_CACHE);
  // The identity of the address now carries the name.
  client.clearCache(`identity:${params.address.toLowerCase()}`);
  return result;
}
