import type { Communicator, SDKRequestData, SuccessResponse } from '@safe-global/safe-apps-sdk';

type MakeRequest = (method: string, params: unknown) => SDKRequestData;

interface Pending {
  resolve(response: SuccessResponse<never>): void;
  reject(error: Error): void;
}

/** The Safe app's reply envelope `{ id, success, version, data | error }`, as far as it is read. */
interface Reply {
  id: string;
  success: boolean;
  version?: unknown;
  error?: unknown;
}

const isReply = (data: unknown): data is Reply => {
  if (typeof data !== 'object' || data === null) return false;
  const { id, success, version } = data as Partial<Reply>;
  // The SDK's own rule: an envelope of major version 1 or later.
  const major = typeof version === 'string' ? Number.parseInt(version.split('.')[0] ?? '', 10) : 0;
  return typeof id === 'string' && typeof success === 'boolean' && major >= 1;
};

/**
 * The Safe Apps SDK's transport, held to the Safe app that frames the page: every request is
 * posted to `win.parent` with `origin` as its target (the browser drops it if the parent is
 * anything else; the SDK's own would post to `'*'`), and a reply counts only when it comes
 * from that parent window, from exactly `origin`, with the id of a request still waiting.
 * Anything else is ignored.
 */
export function createSafeMessenger(
  win: Window,
  origin: string,
  makeRequest: MakeRequest,
): Communicator {
  const pending = new Map<string, Pending>();
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== origin || !isReply(event.data)) return;
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if (event.data.success) waiting.resolve(event.data as SuccessResponse<never>);
    else waiting.reject(new Error(String(event.data.error)));
  });
  return {
    send: <R>(method: string, params: unknown) =>
      new Promise<SuccessResponse<R>>((resolve, reject) => {
        const request = makeRequest(method, params);
        pending.set(request.id, { resolve, reject });
        win.parent.postMessage(request, origin);
      }),
  } as Communicator;
}
