/**
 * A Safe web app as the framed page sees it, for jsdom: `window.parent` becomes this stand-in,
 * which answers the Safe Apps SDK's requests the way the Safe app does (the reply envelope
 * `{ id, success, version, data | error }`, posted from the parent with its origin).
 */
type Handler = (params: unknown) => unknown;

export interface SafeParent {
  /** Requests the framed page sent: method and params. */
  requests: { method: string; params: unknown }[];
  /** Replaces how the parent answers a method (a thrown error becomes `success: false`). */
  answer(method: string, handler: Handler): void;
  /** Answers from another origin from now on (a page the SDK must not listen to). */
  setOrigin(origin: string): void;
  restore(): void;
}

export function installSafeParent(origin: string, handlers: Record<string, Handler>): SafeParent {
  const table = new Map(Object.entries(handlers));
  let from = origin;
  const requests: SafeParent['requests'] = [];
  const parent = {
    postMessage(message: { id: string; method: string; params: unknown }) {
      requests.push({ method: message.method, params: message.params });
      const handler = table.get(message.method);
      let reply: Record<string, unknown>;
      try {
        if (!handler) throw new Error(`${message.method} is not supported`);
        reply = { id: message.id, success: true, version: '9.1.0', data: handler(message.params) };
      } catch (error) {
        reply = {
          id: message.id,
          success: false,
          version: '9.1.0',
          error: String((error as Error).message),
        };
      }
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', { data: reply, origin: from, source: parent as never }),
        ),
      );
    },
  };
  const ownParent = Object.getOwnPropertyDescriptor(window, 'parent')!;
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${origin}/apps/open`, configurable: true });
  return {
    requests,
    answer: (method, handler) => table.set(method, handler),
    setOrigin: (next) => {
      from = next;
    },
    restore() {
      Object.defineProperty(window, 'parent', ownParent);
      delete (document as { referrer?: string }).referrer;
    },
  };
}
