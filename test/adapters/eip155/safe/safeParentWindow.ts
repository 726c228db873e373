/**
 * A Safe web app as the framed page sees it, for jsdom: `window.parent` becomes this stand-in,
 * which answers the Safe Apps SDK's requests the way the Safe app does (the reply envelope
 * `{ id, success, version, data | error }`, posted from the parent with its origin).
 */
type Handler = (params: unknown) => unknown;

/** A message posted to the page by someone else than the Safe app, or as it. */
export interface Forged {
  origin: string;
  /** The window it comes from. Default: the parent. */
  source?: unknown;
}

export interface SafeParent {
  /** Requests the framed page sent: method and params. */
  requests: { method: string; params: unknown }[];
  /** The target origin of every message the page posted to its parent. */
  targets: string[];
  /**
   * From now on, before each reply of the Safe app, `from` posts its own reply to the same
   * request, answering `data` instead.
   */
  forgeReplies(from: Forged, data: (method: string) => unknown): void;
  /** Replaces how the parent answers a method (a thrown error becomes `success: false`). */
  answer(method: string, handler: Handler): void;
  /** Answers from another origin from now on (a page the SDK must not listen to). */
  setOrigin(origin: string): void;
  restore(): void;
}

export function installSafeParent(origin: string, handlers: Record<string, Handler>): SafeParent {
  const table = new Map(Object.entries(handlers));
  let from = origin;
  let forger: { from: Forged; data: (method: string) => unknown } | null = null;
  const requests: SafeParent['requests'] = [];
  const targets: string[] = [];
  const parent = {
    postMessage(message: { id: string; method: string; params: unknown }, targetOrigin: string) {
      requests.push({ method: message.method, params: message.params });
      targets.push(targetOrigin);
      if (forger) {
        const { from: forged, data } = forger;
        const reply = {
          id: message.id,
          success: true,
          version: '9.1.0',
          data: data(message.method),
        };
        const source = 'source' in forged ? forged.source : parent;
        setTimeout(() =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: reply,
              origin: forged.origin,
              source: source as never,
            }),
          ),
        );
      }
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
    targets,
    forgeReplies: (forged, data) => {
      forger = { from: forged, data };
    },
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
