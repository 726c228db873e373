import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

// The wallet list of AllWallets: the product API documents no path for it; this one is ours,
// described in docs/architecture.md, "Product API".

const walletEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  rdns: z.nullable(z.string()),
  /** An absolute URL an `<img>` loads as is; its scheme is checked before it is shown. */
  imageUrl: z.nullable(z.string()),
  /** A custom scheme, e.g. `metamask://`. */
  nativeLink: z.nullable(z.string()),
  /** An https universal link. */
  universalLink: z.nullable(z.string()),
  // Strings, not the five namespaces: one namespace the product does not know yet must not
  // fail the whole page.
  namespaces: z.array(z.string()),
  featured: z.boolean(),
  recommended: z.boolean(),
});
export type WalletEntry = z.output<typeof walletEntrySchema>;

export const walletPageSchema = z.object({
  /** How many wallets match, over every page. */
  count: z.number().check(z.int(), z.nonnegative()),
  data: z.array(walletEntrySchema),
});
export type WalletPage = z.output<typeof walletPageSchema>;

export interface WalletsParams {
  /** 1-based. */
  page: number;
  /** Wallets per page, 1 to `MAX_WALLET_ENTRIES`. */
  entries: number;
  /** Matched against the names, ignoring case and accents. */
  search?: string;
  /** Only wallets that serve one of these chain namespaces. */
  namespaces?: readonly string[];
  /** The host's featured wallets, listed first in this order. */
  featured?: readonly string[];
  /** Only these wallets (empty: no restriction). */
  include?: readonly string[];
  /** Never these wallets. */
  exclude?: readonly string[];
}

/** A comma-separated list, or nothing for an empty one (the API reads absent as "any"). */
const list = (ids: readonly string[] | undefined) =>
  ids && ids.length > 0 ? ids.join(',') : undefined;

/**
 * GET /v1/wallets: one page of the wallets that pair over WalletConnect, featured first, then
 * the recommended ones, then the rest, in the API's ranking. Not cached here: the wallet-list
 * slice keeps what was loaded.
 */
export function getWallets(client: ApiClient, params: WalletsParams): Promise<WalletPage> {
  const search = params.search?.trim();
  return client.get({
    path: '/v1/wallets',
    query: {
      page: params.page,
      entries: params.entries,
      search: search === '' ? undefined : search,
      namespaces: list(params.namespaces),
      featured: list(params.featured),
      include: list(params.include),
      exclude: list(params.exclude),
    },
    schema: walletPageSchema,
  });
}
