import type { CaipNetwork } from '../adapter/CaipNetwork';
import { ProviderRpcError } from '../adapter/providerErrors';
import type { AuthSessionHolder } from './createAuthSessionHolder';
import { UNSAFE_METHODS } from './unsafeMethods';

/**
 * Wallet requests through the frame, and the user's rejection of those waiting on an approval
 * click there when they leave it (the modal closed).
 */
export function createAuthRpc({ withSession, frameNetwork }: AuthSessionHolder) {
  const inFlight = new Map<AbortController, { rejected: boolean }>();

  /** A wallet request through the frame; unsafe ones wait on the approval click there. */
  async function rpc(method: string, params: unknown[], network?: CaipNetwork): Promise<unknown> {
    const controller = new AbortController();
    const entry = { rejected: false };
    if (UNSAFE_METHODS.includes(method)) inFlight.set(controller, entry);
    const chain = network ?? frameNetwork();
    try {
      return await withSession((s) =>
        s.rpc(
          {
            method,
            params,
            chainId: chain?.caipNetworkId ?? '',
            ...(chain?.rpcUrls.default.http[0] && { rpcUrl: chain.rpcUrls.default.http[0] }),
          },
          controller.signal,
        ),
      );
    } catch (error) {
      // The user left the approval (closed the modal): that is their rejection.
      if (entry.rejected) throw new ProviderRpcError(4001, 'User rejected the request');
      throw error;
    } finally {
      inFlight.delete(controller);
    }
  }

  function rejectApprovals() {
    for (const [controller, entry] of inFlight) {
      entry.rejected = true;
      controller.abort();
    }
  }

  return { rpc, rejectApprovals };
}
