import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

/**
 * One NFT an account holds. The call is ours (docs/architecture.md, "Product API"):
 * `id` is `{chainId}/erc721:{contract}/{tokenId}`, `imageUrl` is shown only when it is http(s)
 * or `data:image` (checked where it is rendered).
 */
const nftSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  tokenId: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  imageUrl: z.nullable(z.string()),
  collection: z.object({ address: z.string(), name: z.string(), symbol: z.string() }),
  flags: z.object({ is_spam: z.boolean() }),
});
export type Nft = z.output<typeof nftSchema>;

/** One page; `next` is the cursor of the following page, null on the last. */
export const nftPageSchema = z.object({ data: z.array(nftSchema), next: z.nullable(z.string()) });
type NftPage = z.output<typeof nftPageSchema>;

interface NftParams {
  address: string;
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string;
  /** `next` of the previous page; omitted for the first. */
  cursor?: string;
}

/** GET /v1/account/{address}/nfts (our path). EVM only. */
export function getAccountNfts(client: ApiClient, params: NftParams): Promise<NftPage> {
  return client.get({
    path: `/v1/account/${encodeURIComponent(params.address)}/nfts`,
    query: { chainId: params.chainId, cursor: params.cursor },
    schema: nftPageSchema,
  });
}
