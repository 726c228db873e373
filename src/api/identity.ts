import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

/** An address's name and avatar; null when it has none. */
export const identitySchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
});
export type Identity = z.output<typeof identitySchema>;

interface IdentityParams {
  address: string;
  /** The connected address asking, when there is one. */
  sender?: string;
}

/**
 * GET /v1/identity/{address}. EVM only. Not cached here: the identity slice is the
 * one cache (5 min), so two layers never disagree about freshness.
 */
export function getIdentity(client: ApiClient, params: IdentityParams): Promise<Identity> {
  return client.get({
    path: `/v1/identity/${encodeURIComponent(params.address)}`,
    query: { sender: params.sender },
    schema: identitySchema,
  });
}
