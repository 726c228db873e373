import type { ApiPromise } from '@polkadot/api';
import { RpcTimeoutError } from '../../src/adapter/rpc/rpcErrors';

/** The chain connections of one adapter: one `ApiPromise` per WebSocket URL. */
interface PolkadotApis {
  /** The ready API of `url`, connected on first need; rejects after the connect timeout. */
  get(url: string): Promise<ApiPromise>;
  /** Disconnects every API (and stops a connect still under way). */
  destroy(): void;
}

/** How long the node's socket may retry between attempts, in ms (@polkadot/api's default). */
const RECONNECT_MS = 2_500;

/**
 * Connections made lazily: `@polkadot/api` is imported with the first read or send, never at
 * startup. It runs without WebAssembly (`initWasm: false`): its hashing falls back to
 * @noble/hashes and signing is the extension's, so a strict CSP (no `wasm-unsafe-eval`)
 * does not stop it. A connect that is not ready within `connectTimeoutMs` is dropped (the
 * socket closed, its retries stopped) and rejected with `RpcTimeoutError`; the next call
 * tries afresh.
 */
export function createPolkadotApis(connectTimeoutMs: number): PolkadotApis {
  const apis = new Map<string, Promise<ApiPromise>>();
  let destroyed = false;

  const connect = async (url: string): Promise<ApiPromise> => {
    const { ApiPromise, WsProvider } = await import('@polkadot/api');
    const api = new ApiPromise({
      provider: new WsProvider(url, RECONNECT_MS),
      initWasm: false,
      noInitWarn: true,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        api.isReadyOrError,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new RpcTimeoutError({ url, timeout: connectTimeoutMs })),
            connectTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      void api.disconnect().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (destroyed) {
      void api.disconnect().catch(() => undefined);
      throw new Error('The Polkadot adapter was destroyed');
    }
    return api;
  };

  return {
    get(url) {
      let api = apis.get(url);
      if (!api) {
        api = connect(url);
        apis.set(url, api);
        // A failed connect is forgotten, so the next read tries again.
        api.catch(() => {
          if (apis.get(url) === api) apis.delete(url);
        });
      }
      return api;
    },
    destroy() {
      destroyed = true;
      for (const api of apis.values())
        api.then((ready) => ready.disconnect()).catch(() => undefined);
      apis.clear();
    },
  };
}
