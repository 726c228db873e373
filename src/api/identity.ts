import * as z from 'zod/mini';
import { IDENTITY_CACHE_MS } from '../config/cacheDurations';
import type { ApiClient } from './createApiClient';

/** An address's name and avatar (spec §3, "Identity entry"); null when it has none. */
export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type Identity = z.output<typeof identitySchema>;

export interface IdentityParams {
  address: string;
  /** The connected address asking, when there is one. */
  sender?: string;
  /** Skip the 5 min cache. Default false. */
  refresh?: boolean;
}

/** GET /v1/identity/{address} (spec §7), cached 5 min per address (spec §9). EVM only. */
export function getIdentity(client: ApiClient, params: IdentityParams): Promise<Identity> {
  return client.get({
    path: `/v1/identity/${encodeURIComponent(params.address)}`,
    query: { sender: params.sender },
    schema: identitySchema,
    cache: {
      key: `identity:${params.address.toLowerCase()}`,
      ttlMs: IDENTITY_CACHE_MS,
      refresh: params.refresh,
    },
  });
}
