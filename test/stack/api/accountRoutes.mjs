/**
 * Routes about one account, answered from the local chain where the answer lives there:
 * supported chains, identity, balance (on the Solana cluster and the Bitcoin chain too) and
 * history, and the account's NFTs (ours: the spec names no path). While a history
 * fixture is set for the address and chain (controlApi.mjs), the history route answers the
 * fixture instead of the chain.
 */
import { FIXTURE_NAMES } from './fixtures.mjs';
import { pageHistoryFixture } from './historyFixture.mjs';
import { ApiHttpError } from './http.mjs';
import { profilesOf } from './nameRegistry.mjs';
import { readBalances } from './readBalances.mjs';
import { bitcoinAddress, readBitcoinBalances } from './readBitcoinBalances.mjs';
import { readHistory } from './readHistory.mjs';
import { readNfts } from './readNfts.mjs';
import { readSolanaBalances, solanaAddress } from './readSolanaBalances.mjs';
import { address, chainOf, required } from './routeHelpers.mjs';

/**
 * @typedef {{ name: string, symbol: string, decimals: number, priceUsd: number,
 *   address: string }} PricedToken
 */

/**
 * @param {{ chains: Map<string, { rpcUrl: string, tokens: PricedToken[],
 *   spamContracts: ReadonlySet<string> }>, solana?: Map<string, { rpcUrl: string,
 *   tokens: PricedToken[] }>, bitcoin?: Map<string, { esploraUrl: string }>,
 *   control: ReturnType<typeof import('./createControlState.mjs').createControlState> }} ctx
 * @returns {import('./http.mjs').ApiRoute[]}
 */
export function accountRoutes(ctx) {
  return [
    {
      id: 'supportedChains',
      method: 'GET',
      path: /^\/v1\/supported-chains$/,
      handle: () => ({
        http: [...ctx.chains.keys(), ...(ctx.solana?.keys() ?? []), ...(ctx.bitcoin?.keys() ?? [])],
        ws: [],
      }),
    },
    {
      id: 'identity',
      method: 'GET',
      path: /^\/v1\/identity\/(?<address>[^/]+)$/,
      handle: ({ params, query }) => {
        const owner = address(params.address).toLowerCase();
        const fixture = FIXTURE_NAMES.get(owner);
        if (fixture) return { name: fixture.name, avatar: fixture.avatar };
        const registered = profilesOf(ctx.control, query.get('projectId')).find(
          (profile) => profile.address.toLowerCase() === owner,
        );
        return { name: registered?.name ?? null, avatar: null };
      },
    },
    {
      id: 'balance',
      method: 'GET',
      path: /^\/v1\/account\/(?<address>[^/]+)\/balance$/,
      handle: async ({ params, query }) => {
        const currency = query.get('currency') ?? 'usd';
        if (currency !== 'usd') throw new ApiHttpError(400, `Unsupported currency ${currency}`);
        const chainId = required(query, 'chainId');
        const solana = ctx.solana?.get(chainId);
        if (solana) {
          const balances = await readSolanaBalances({
            rpcUrl: solana.rpcUrl,
            caip2: chainId,
            address: solanaAddress(params.address),
            tokens: solana.tokens,
          });
          return { balances };
        }
        const bitcoin = ctx.bitcoin?.get(chainId);
        if (bitcoin) {
          const balances = await readBitcoinBalances({
            esploraUrl: bitcoin.esploraUrl,
            caip2: chainId,
            address: bitcoinAddress(params.address),
          });
          return { balances };
        }
        const chain = chainOf(ctx, chainId);
        const balances = await readBalances({
          rpcUrl: chain.rpcUrl,
          caip2: chain.caip2,
          address: address(params.address),
          tokens: chain.tokens,
        });
        return { balances };
      },
    },
    {
      id: 'history',
      method: 'GET',
      path: /^\/v1\/account\/(?<address>[^/]+)\/history$/,
      handle: ({ params, query }) => {
        const chain = chainOf(ctx, required(query, 'chainId'));
        const owner = address(params.address);
        const fixture = ctx.control.historyFixture(chain.caip2, owner, query.get('projectId'));
        if (fixture) return pageHistoryFixture(fixture, query.get('cursor'));
        return readHistory({
          rpcUrl: chain.rpcUrl,
          caip2: chain.caip2,
          address: owner,
          cursor: query.get('cursor'),
          tokens: chain.tokens,
          spamContracts: chain.spamContracts,
        });
      },
    },
    {
      // `{ data: Nft[], next }`, 20 per page (readNfts.mjs); 404 for a chain not served.
      id: 'nfts',
      method: 'GET',
      path: /^\/v1\/account\/(?<address>[^/]+)\/nfts$/,
      handle: ({ params, query }) => {
        const owner = address(params.address);
        const chain = chainOf(ctx, required(query, 'chainId'), 'chainId', 404);
        return readNfts({
          rpcUrl: chain.rpcUrl,
          caip2: chain.caip2,
          address: owner,
          cursor: query.get('cursor'),
          spamContracts: chain.spamContracts,
        });
      },
    },
  ];
}
