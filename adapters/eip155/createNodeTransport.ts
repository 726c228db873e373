import {
  createFallbackTransport,
  type FallbackTransport,
} from '../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../src/adapter/rpc/createHttpTransport';

/**
 * A network's node transport: each of its RPC URLs over HTTP behind one fallback transport,
 * ranked by periodic pings when `rank`.
 */
export function createNodeTransport(urls: readonly string[], rank: boolean): FallbackTransport {
  return createFallbackTransport(
    urls.map((url) => createHttpTransport(url)),
    { rank },
  );
}
