import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

// Project configuration and allowed origins: the paths are ours.
// Their failures map to alerts: 401 Invalid Project ID, 403 Project ID Not Configured, 429 Rate
// Limited, 5xx Server Error.

/** The remote feature names. */
export const REMOTE_FEATURES = [
  'social_login',
  'swap',
  'onramp',
  'activity',
  'reown_branding',
  'multi_wallet',
] as const;
export type RemoteFeature = (typeof REMOTE_FEATURES)[number];

export const projectConfigSchema = z.object({
  // `id` stays a string: a feature the product does not know yet is ignored, not an error.
  features: z.array(z.object({ id: z.string(), isEnabled: z.boolean(), config: z.unknown() })),
});
export type ProjectConfig = z.output<typeof projectConfigSchema>;

/** Origin patterns; `*` matches any run of characters (`http://127.0.0.1:*`). */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) });
export type AllowedOrigins = z.output<typeof allowedOriginsSchema>;

/** GET /v1/project/config: the project's remote features. */
export function getProjectConfig(client: ApiClient): Promise<ProjectConfig> {
  return client.get({ path: '/v1/project/config', schema: projectConfigSchema });
}

/** GET /v1/project/origins: the origins the project may run on. */
export function getAllowedOrigins(client: ApiClient): Promise<AllowedOrigins> {
  return client.get({ path: '/v1/project/origins', schema: allowedOriginsSchema });
}
