/**
 * Routes about one account, answered from the local chain where the answer lives there:
 * supported chains, identity, balance and history (spec §7).
 */
import { FIXTURE_NAMES } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { readBalances } from './readBalances.mjs';
import { readHistory } from './readHistory.mjs';
import { address, chainOf, required } from './routeHelpers.mjs';

/** @param {{ chains: Map<string, { rpcUrl: string, tokens: object[] }>, control: object }} ctx */
export function accountRoutes(ctx) {
  return [
    {
      id: 'supportedChains',
      method: 'GET',
      path: /^\/v1\/supported-chains$/,
      handle: () => ({ http: [...ctx.chains.keys()], ws: [] }),
    },
    {
      id: 'identity',
      method: 'GET',
      path: /^\/v1\/identity\/(?<address>[^/]+)$/,
      handle: ({ params }) => {
        const owner = address(params.address).toLowerCase();
        const fixture = FIXTURE_NAMES.get(owner);
        if (fixture) return { name: fixture.name, avatar: fixture.avatar };
        const registered = [...ctx.control.state.names.values()].find(
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
        const chain = chainOf(ctx, required(query, 'chainId'));
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
        return readHistory({
          rpcUrl: chain.rpcUrl,
          caip2: chain.caip2,
          address: address(params.address),
          cursor: query.get('cursor'),
          tokens: chain.tokens,
        });
      },
    },
  ];
}
