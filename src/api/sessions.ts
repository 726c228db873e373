import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

// Smart-session calls of the product API; `account` is CAIP-10 (`eip155:1:0x…`).

const smartSessionSchema = z.object({
  pci: z.string(),
  /** Unix seconds. */
  expiry: z.number(),
  createdAt: z.number(),
  project: z.object({ name: z.string(), url: z.string() }),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })),
  /** Unix seconds; null while active. */
  revokedAt: z.nullable(z.number()),
});
export type SmartSession = z.output<typeof smartSessionSchema>;

export const sessionsSchema = z.object({ pcis: z.array(smartSessionSchema) });
export type SmartSessions = z.output<typeof sessionsSchema>;

export const revokeSessionSchema = z.object({ success: z.boolean() });

/** GET /v1/sessions/{account}. */
export function getSessions(
  client: ApiClient,
  params: { account: string },
): Promise<SmartSessions> {
  return client.get({
    path: `/v1/sessions/${encodeURIComponent(params.account)}`,
    schema: sessionsSchema,
  });
}

/** POST /v1/sessions/{account}/revoke; `signature` is personal_sign of `pci` by the account. */
export function revokeSession(
  client: ApiClient,
  params: { account: string; pci: string; signature: string },
): Promise<z.output<typeof revokeSessionSchema>> {
  return client.post({
    path: `/v1/sessions/${encodeURIComponent(params.account)}/revoke`,
    body: { pci: params.pci, signature: params.signature },
    schema: revokeSessionSchema,
  });
}
