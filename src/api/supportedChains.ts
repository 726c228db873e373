import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

/** CAIP-2 ids the API serves over HTTP and WebSocket. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
});
type SupportedChains = z.output<typeof supportedChainsSchema>;

/** GET /v1/supported-chains. */
export function getSupportedChains(client: ApiClient): Promise<SupportedChains> {
  return client.get({ path: '/v1/supported-chains', schema: supportedChainsSchema });
}
