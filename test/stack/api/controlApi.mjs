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
 *   POST /__control/reset                    all of the above back to the start
 */
import { ApiHttpError, readJsonBody } from './http.mjs';

export const CONTROL_PREFIX = '/__control';

/** Answers a /__control request; `reply(status, body)` writes JSON. */
export async function handleControl(control, request, pathname, reply) {
  const path = pathname.slice(CONTROL_PREFIX.length);
  if (request.method === 'GET') {
    if (path === '/status') return reply(200, control.status());
    if (path === '/events') return reply(200, control.state.events);
    if (path === '/requests') return reply(200, control.state.requests);
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
        control.reset();
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
