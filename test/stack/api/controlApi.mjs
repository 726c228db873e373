/**
 * The stand-in's control API, for tests (JSON; POST bodies need `Content-Type:
 * application/json`, which keeps other web pages' simple cross-origin posts away):
 *
 *   GET  /__control/status                   faults, features, origins, projects, counts
 *   POST /__control/fault {route, kind, …}   kind latency {ms} | status {status} | malformed |
 *                                            wrongShape | hang; optional latencyMs (before the
 *                                            fault), times (then it clears), projectId (only
 *                                            requests of that project); route '*' = all
 *   POST /__control/clear-faults {route?}    one route's fault, or all
 *   POST /__control/config {features, analytics?}  features: {id: boolean | {isEnabled, config}}
 *   POST /__control/origins {allowedOrigins}
 *   POST /__control/projects {unknown?, unconfigured?}  project ids answered 401 / 403
 *   POST /__control/history-fixture {address, chainId, count, projectId?}
 *                                            the history route answers, for that address and
 *                                            chain (CAIP-2), `count` (1-10000) synthetic
 *                                            transactions instead of the chain's: newest first,
 *                                            10 per page by the usual cursor, over the last ~26
 *                                            months, every operation type and status, ERC-20 and
 *                                            NFT transfers, a few all spam, ~5% on another chain
 *                                            (fixed seed; historyFixture.mjs). `{}` clears them
 *   GET  /__control/events                   recorded POST /e events, oldest first
 *   GET  /__control/requests                 request log (route, method, path, query, status)
 *   GET  /__control/sessions                 smart sessions the secure site registered
 *                                            ({ account, pci, expiry, … }) and the revocations
 *                                            accepted ({ at, account, pci, signature })
 *   GET  /__control/onramp-orders            orders of the onramp URL route, oldest first, with
 *                                            status open | sending | complete | failed, txHash
 *   POST /__control/reset {keepProjectFaults?}  all of the above back to the start (not the
 *                                            pools, nor the smart sessions: the secure site's
 *                                            users keep them); with keepProjectFaults, not the
 *                                            faults scoped to a project id either
 *
 * The AMM behind the convert routes (poolControls.mjs; chain state, so reset leaves it):
 *   GET  /__control/pools[?chainId]          router, factory, WETH and each pool's reserves
 *   POST /__control/move-pool {chainId, from, to, amount?}
 *                                            swaps from the AMM's own account along the quote's
 *                                            route (default amount: 10% of the first pool's
 *                                            `from` reserve): a swap built before now gets less
 *                                            than its amountOutMin and reverts
 *   POST /__control/restore-pools {chainId?} every pool back to its fixture price
 */
import { ApiHttpError, readJsonBody } from './http.mjs';

export const CONTROL_PREFIX = '/__control';

/** `METHOD /path` → the poolControls function that answers it. */
const POOL_HOOKS = {
  'GET /pools': 'read',
  'POST /move-pool': 'move',
  'POST /restore-pools': 'restore',
};

async function handlePools(pools, request, path, reply) {
  try {
    let options;
    if (request.method === 'GET') {
      const chainId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('chainId');
      options = chainId ? { chainId } : {};
    } else {
      if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        return reply(415, { message: 'POST bodies must be application/json' });
      }
      options = await readJsonBody(request);
    }
    return reply(200, await pools[POOL_HOOKS[`${request.method} ${path}`]](options));
  } catch (error) {
    const status = error instanceof ApiHttpError ? error.status : 500;
    return reply(status, { message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Answers a /__control request; `reply(status, body)` writes JSON. `pools`: the AMM hooks
 * (poolControls.mjs), when the stand-in serves chains.
 */
export async function handleControl(control, request, pathname, reply, pools) {
  const path = pathname.slice(CONTROL_PREFIX.length);
  if (pools && POOL_HOOKS[`${request.method} ${path}`]) {
    return handlePools(pools, request, path, reply);
  }
  if (request.method === 'GET') {
    if (path === '/status') return reply(200, control.status());
    if (path === '/events') return reply(200, control.state.events);
    if (path === '/requests') return reply(200, control.state.requests);
    if (path === '/sessions')
      return reply(200, {
        sessions: [...control.state.sessions].flatMap(([account, list]) =>
          list.map((session) => ({ account, ...session })),
        ),
        revocations: control.state.revocations,
      });
    if (path === '/onramp-orders') return reply(200, [...control.state.onrampOrders.values()]);
    return reply(404, { message: 'not found' });
  }
  if (request.method !== 'POST') return reply(405, { message: 'GET or POST' });
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
    return reply(415, { message: 'POST bodies must be application/json' });
  }
  try {
    const body = await readJsonBody(request);
    switch (path) {
      case '/fault':
        control.setFault(body);
        break;
      case '/clear-faults':
        control.clearFaults(body.route);
        break;
      case '/config':
        control.setConfig(body);
        break;
      case '/origins':
        control.setAllowedOrigins(body.allowedOrigins);
        break;
      case '/projects':
        control.setProjects(body);
        break;
      case '/history-fixture':
        control.setHistoryFixture(body);
        break;
      case '/reset':
        control.reset({ keepProjectFaults: body?.keepProjectFaults === true });
        break;
      default:
        return reply(404, { message: 'not found' });
    }
    return reply(200, control.status());
  } catch (error) {
    const status = error instanceof ApiHttpError ? error.status : 400;
    return reply(status, { message: error instanceof Error ? error.message : String(error) });
  }
}
