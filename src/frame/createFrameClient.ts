import type * as z from 'zod/mini';
import { FrameError } from './FrameError';
import {
  errorPayloadSchema,
  frameEnvelopeSchema,
  frameEventSchema,
  type FrameEvent,
  isSecureCallback,
  printable,
  readyPayloadSchema,
  type FrameRequestType,
} from './frameMessages';
import { createFrameElement } from './createFrameElement';
import { frameUrl, SECURE_SDK_VERSION, type FrameUrlParameters } from './frameUrl';

/** Spec §9 frame timeouts: load 20 s, a request 120 s, sign-out 3 s; ready 500 ms after READY. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_REQUEST_TIMEOUT_MS = 120_000;
export const FRAME_SIGN_OUT_TIMEOUT_MS = 3_000;
export const FRAME_READY_DELAY_MS = 500;
/**
 * A frame silent this long into its 20 s is loaded once more: a healthy one announces itself
 * within a second or two, and a document that loaded but never ran its script (or whose READY
 * was lost) is otherwise given up for the whole load timeout.
 */
export const FRAME_SILENT_RELOAD_MS = 8_000;

export { FRAME_ID, FRAME_NAME } from './frameIds';

export interface FrameClientOptions {
  /** The secure site's page (http(s)); its origin is the only one messages go to and come from. */
  secureSiteUrl: string;
  parameters: FrameUrlParameters;
  /** The page's window. Default: `globalThis.window`. */
  window?: Window;
  /** Where the hidden frame is placed. Default: the window's `document.body`. */
  container?: HTMLElement;
  /** Told about every message ignored for its origin, window or shape. Default `console.warn`. */
  warn?: (message: string) => void;
}

/**
 * `idle` before `mount` (and once the page removed the frame: the next request mounts a fresh
 * one), `loading` until ready (again after the frame's document was replaced), then `ready`;
 * `failed` after the load timeout.
 */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'destroyed';

export interface FrameRequestOptions<T> {
  /** The success payload's shape; without it the payload is returned unchecked as `unknown`. */
  schema?: z.ZodMiniType<T>;
  /** Default 120 s (3 s for `SIGN_OUT`). */
  timeoutMs?: number;
  /** Aborts the request (an RPC request tells the frame with `RPC_ABORT`). */
  signal?: AbortSignal;
}

export interface FrameClient {
  /** The secure site's origin. */
  readonly origin: string;
  status(): FrameStatus;
  /** Creates the hidden frame once and starts its 20 s load timer. */
  mount(): HTMLIFrameElement;
  /** The frame element, or null before `mount`. */
  element(): HTMLIFrameElement | null;
  /**
   * How many times the frame's document went away (removed, reloaded): a new document knows
   * nothing of what the old one was told, a login included.
   */
  losses(): number;
  /** Resolves once the frame is ready; rejects with `IFRAME_LOAD_FAILED` after 20 s. */
  ready(): Promise<void>;
  /** Sends a request and resolves with its success reply's payload. */
  request<T = unknown>(
    type: FrameRequestType,
    payload?: unknown,
    options?: FrameRequestOptions<T>,
  ): Promise<T>;
  /**
   * Listens to the frame's own events (an approval prompt shown, settled); returns `off`. A
   * prompt open when the frame goes away (removed, reloaded) is told as settled: it went too.
   */
  onEvent(listener: (event: FrameEvent) => void): () => void;
  /**
   * Removes the frame, its listeners and watchers; pending requests fail with 'Something went
   * wrong' (as they do when the frame goes away on its own: removed or reloaded).
   */
  destroy(): void;
}

interface Pending {
  type: FrameRequestType;
  /** Posted to the frame: only then can a reply to it come (ids are predictable). */
  sent: boolean;
  resolve(payload: unknown): void;
  reject(error: FrameError): void;
}

/** A readiness of one frame document: resolved 500 ms after its READY. */
interface Readiness {
  promise: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: FrameError): void;
}

function deferReadiness(): Readiness {
  const readiness = { settled: false } as Readiness;
  readiness.promise = new Promise<void>((resolve, reject) => {
    readiness.resolve = () => {
      readiness.settled = true;
      resolve();
    };
    readiness.reject = (error) => {
      readiness.settled = true;
      reject(error);
    };
  });
  // A rejection nobody awaited yet must not be reported as unhandled.
  readiness.promise.catch(() => undefined);
  return readiness;
}

const aborted = () => new FrameError('FRAME_ABORTED', 'Something went wrong');

const describe = (data: unknown) => {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? printable(type, 64) : typeof data;
};

/**
 * The page's side of the secure frame (spec §1, §7, §8), and the only code of Portico that
 * touches `postMessage`: it sends to the secure site's exact origin, never `'*'`, and reads
 * only messages whose `origin` is that origin, whose `source` is that frame's window and whose
 * envelope parses; anything else is ignored with a warning. Replies are matched by the id of a
 * request already sent; every request has a timeout; errors carry the spec's words. The frame
 * going away is noticed at once: removed from the page (a MutationObserver) or its document
 * replaced (a second `load`), its pending requests fail and the next ones go to a fresh frame
 * or to the new document once it is ready, without a page reload. A frame still silent 8 s
 * after it was made is loaded once more, within the same 20 s.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const view = options.window ?? globalThis.window;
  const warn = options.warn ?? ((message: string) => console.warn(`[portico] ${message}`));
  const url = frameUrl(options.secureSiteUrl, options.parameters);
  const { origin } = url;
  const pending = new Map<string, Pending>();
  // Ids of requests given up (aborted, timed out) and of abort notices: their late replies
  // are expected, and dropped without a warning. Bounded: the oldest are forgotten first.
  const givenUp = new Set<string>();
  const giveUp = (...ids: string[]) => {
    for (const id of ids) givenUp.add(id);
    for (const id of givenUp) {
      if (givenUp.size <= 64) break;
      givenUp.delete(id);
    }
  };
  const listeners = new Set<(event: FrameEvent) => void>();
  let frame: HTMLIFrameElement | null = null;
  let status: FrameStatus = 'idle';
  let nextId = 0;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let silentTimer: ReturnType<typeof setTimeout> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let readiness = deferReadiness();
  // Watching the frame: removed from the page, or its document replaced.
  let observer: MutationObserver | undefined;
  /** The page removed the frame: the next request mounts a fresh one. */
  let removed = false;
  /** Documents lost so far (`losses()`). */
  let losses = 0;
  /** The frame has been in the page (a container may be attached after `mount`). */
  let connected = false;
  /** The current document's `load` came (a later one is another document). */
  let documentLoaded = false;
  /** A READY not taken (the frame was ready): a new document's, when a `load` follows. */
  let untakenReady = false;
  /** Approval prompts shown and not settled: they go with the frame's document. */
  const openApprovals: string[] = [];

  function settle(id: string, outcome: { payload: unknown } | { error: FrameError }) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    if ('error' in outcome) entry.reject(outcome.error);
    else entry.resolve(outcome.payload);
  }

  function post(message: { id?: string; type: string; payload?: unknown }) {
    const target = frame?.contentWindow;
    if (!target) throw new FrameError('IFRAME_NOT_SET', 'W3mFrame: iframe is not set');
    target.postMessage(message, origin);
  }

  function onReady(payload: unknown) {
    if (!readyPayloadSchema.safeParse(payload).success) {
      if (status === 'loading' && readyTimer === undefined)
        warn(`ignored a READY from the secure frame without version ${SECURE_SDK_VERSION}`);
      return;
    }
    // Once announced, a repeated READY changes nothing (nor starts a second ready timer); it
    // is remembered in case it is a reloaded document's, whose `load` may come just after.
    if (status !== 'loading' || readyTimer !== undefined) {
      untakenReady = status === 'ready' || readyTimer !== undefined;
      return;
    }
    takeReady();
  }

  /** The current document's load deadline and its one silent reload. */
  function stopLoadTimers() {
    clearTimeout(loadTimer);
    clearTimeout(silentTimer);
  }

  function takeReady() {
    stopLoadTimers();
    untakenReady = false;
    // Spec §4: the client is initialised 500 ms after the ready event.
    readyTimer = setTimeout(() => {
      readyTimer = undefined;
      status = 'ready';
      readiness.resolve();
    }, FRAME_READY_DELAY_MS);
  }

  function startLoadTimer() {
    stopLoadTimers();
    // Within the same deadline: the load timer goes on through this one reload.
    silentTimer = setTimeout(() => {
      if (status === 'loading' && readyTimer === undefined && frame) replaceSilentFrame(frame);
    }, FRAME_SILENT_RELOAD_MS);
    loadTimer = setTimeout(() => {
      status = 'failed';
      readiness.reject(new FrameError('IFRAME_LOAD_FAILED', 'iframe_load_failed'));
      for (const id of [...pending.keys()])
        settle(id, { error: new FrameError('IFRAME_LOAD_FAILED', 'iframe_load_failed') });
    }, FRAME_LOAD_TIMEOUT_MS);
  }

  /**
   * The frame's document is gone (the frame removed, or reloaded): what was asked of it will
   * never be answered, and the approval prompts it showed went with it.
   */
  function lose(how: 'removed' | 'reloaded') {
    losses += 1;
    stopLoadTimers();
    clearTimeout(readyTimer);
    readyTimer = undefined;
    if (readiness.settled) readiness = deferReadiness();
    for (const id of [...pending.keys()]) settle(id, { error: aborted() });
    for (const id of openApprovals.splice(0)) emit({ type: 'APPROVAL_SETTLED', payload: { id } });
    if (status === 'destroyed') return; // a listener destroyed the client
    if (how === 'removed') {
      unwatch();
      frame = null;
      removed = true;
      status = 'idle';
      return;
    }
    status = 'loading';
    startLoadTimer();
    if (untakenReady) takeReady();
  }

  function onLoad() {
    const replaced = documentLoaded;
    documentLoaded = true;
    // A later `load` is another document (reloaded, or navigated by itself). Before a READY
    // was taken nothing was asked of the old one: the load timer goes on.
    if (replaced && (status === 'ready' || readyTimer !== undefined)) lose('reloaded');
    untakenReady = false;
  }

  /**
   * The frame loaded once more, as a fresh element in the silent one's place. Not by setting
   * `src` again: the new document (another process) may post its READY before the page sees
   * its `load`, which then read as a third document replacing the one that just announced
   * itself, and its READY was dropped. A fresh element's first `load` is its own, and the
   * silent document, should it speak late, is another window.
   */
  function replaceSilentFrame(silent: HTMLIFrameElement) {
    unwatch();
    frame = createFrameElement(view.document, url);
    documentLoaded = false;
    untakenReady = false;
    watch(frame);
    silent.replaceWith(frame);
  }

  function onMutation() {
    if (!frame) return;
    // A frame in a container not (yet) in the page is not removed: it was never there.
    if (frame.isConnected) connected = true;
    else if (connected) lose('removed');
  }

  function watch(watched: HTMLIFrameElement) {
    watched.addEventListener('load', onLoad);
    // Removal anywhere above the frame (its container too) is a change of the document's tree.
    observer = new MutationObserver(onMutation);
    observer.observe(view.document, { childList: true, subtree: true });
  }

  function unwatch() {
    observer?.disconnect();
    observer = undefined;
    frame?.removeEventListener('load', onLoad);
  }

  /**
   * Counts the prompts open as the modal does (one settle ends one prompt, the oldest when
   * the id is not known), keeping their ids; bounded like `givenUp`.
   */
  function track(type: 'APPROVAL_REQUESTED' | 'APPROVAL_SETTLED', id: string) {
    if (type === 'APPROVAL_REQUESTED') openApprovals.push(id);
    else if (openApprovals.length > 0)
      openApprovals.splice(Math.max(0, openApprovals.indexOf(id)), 1);
    if (openApprovals.length > 64) openApprovals.shift();
  }

  function emit(event: FrameEvent) {
    for (const listener of [...listeners]) listener(event);
  }

  function onReply(id: string, type: string, payload: unknown) {
    const entry = pending.get(id);
    if (!entry?.sent) {
      if (!entry && givenUp.delete(id)) return;
      warn(`ignored a reply from the secure frame to no request (${type})`);
      return;
    }
    if (type === `${entry.type}_ERROR`) {
      const parsed = errorPayloadSchema.safeParse(payload);
      const message = (parsed.success && parsed.data?.message) || 'An error occurred';
      const code = parsed.success ? parsed.data?.code : undefined;
      const rpcCode = typeof code === 'number' ? code : undefined;
      settle(id, { error: new FrameError('FRAME_REPLY_ERROR', message, undefined, rpcCode) });
    } else if (type === `${entry.type}_SUCCESS`) {
      settle(id, { payload });
    } else {
      warn(`ignored a reply of another type (${type}) to ${entry.type}`);
    }
  }

  function onFrameEvent(data: unknown) {
    const parsed = frameEventSchema.safeParse(data);
    // A social result is the secure site's own callback URL, never another site's.
    const foreign =
      parsed.data?.type === 'SOCIAL_RESULT' && !isSecureCallback(parsed.data.payload.uri, origin);
    if (!parsed.success || foreign || status !== 'ready') {
      warn(`ignored an event from the secure frame (${describe(data)})`);
      return;
    }
    const event = parsed.data;
    if (event.type !== 'SOCIAL_RESULT') track(event.type, event.payload.id);
    emit(event);
  }

  function onMessage(event: MessageEvent) {
    const envelope = frameEnvelopeSchema.safeParse(event.data);
    if (event.origin !== origin) {
      // Pages and extensions post all kinds of messages: only a look-alike is worth a word.
      if (envelope.success)
        warn(`ignored a frame message from ${printable(event.origin)} (${describe(event.data)})`);
      return;
    }
    // A removed frame's window is null: a message without a window is never the frame's.
    const frameWindow = frame?.contentWindow;
    if (!frameWindow || event.source !== frameWindow) {
      warn(`ignored a message from another window of ${origin} (${describe(event.data)})`);
      return;
    }
    if (!envelope.success) {
      warn(`ignored a malformed message from the secure frame (${describe(event.data)})`);
      return;
    }
    const { id, type, payload } = envelope.data;
    if (type === 'READY') onReady(payload);
    else if (id !== undefined) onReply(id, type, payload);
    else onFrameEvent(envelope.data);
  }

  function mount(): HTMLIFrameElement {
    if (frame) return frame;
    if (status === 'destroyed')
      throw new FrameError('IFRAME_NOT_SET', 'W3mFrame: iframe is not set');
    frame = createFrameElement(view.document, url);
    status = 'loading';
    removed = false;
    documentLoaded = false;
    untakenReady = false;
    view.addEventListener('message', onMessage);
    watch(frame);
    (options.container ?? view.document.body).appendChild(frame);
    connected = frame.isConnected;
    startLoadTimer();
    return frame;
  }

  return {
    origin,
    status: () => status,
    element: () => frame,
    losses: () => losses,
    mount,

    ready: () =>
      frame
        ? readiness.promise
        : Promise.reject(new FrameError('IFRAME_NOT_SET', 'W3mFrame: iframe is not set')),

    async request(type, payload, requestOptions = {}) {
      // The page removed the frame: a fresh one serves this request (and the next).
      if (!frame && removed) mount();
      if (!frame) throw new FrameError('IFRAME_NOT_SET', 'W3mFrame: iframe is not set');
      const id = `${Date.now().toString(36)}-${(nextId += 1)}`;
      const timeoutMs =
        requestOptions.timeoutMs ??
        (type === 'SIGN_OUT' ? FRAME_SIGN_OUT_TIMEOUT_MS : FRAME_REQUEST_TIMEOUT_MS);
      const reply = new Promise<unknown>((resolve, reject) => {
        pending.set(id, { type, sent: false, resolve, reject });
      });
      reply.catch(() => undefined);
      // An RPC request the page gives up on is given up in the frame too.
      const tellFrameToAbort = () => {
        giveUp(id);
        if (type !== 'RPC_REQUEST') return;
        giveUp(`${id}-abort`);
        try {
          post({ id: `${id}-abort`, type: 'RPC_ABORT', payload: { id } });
        } catch {
          // The frame is gone: nothing to tell.
        }
      };
      const abort = () => {
        if (!pending.has(id)) return;
        tellFrameToAbort();
        settle(id, {
          error:
            type === 'RPC_REQUEST'
              ? new FrameError('REQUEST_ABORTED', 'Request was aborted')
              : aborted(),
        });
      };
      const { signal } = requestOptions;
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort, { once: true });
      // Spec §8: no reply in time gives iframe_request_timeout, and the request is aborted.
      const timer = setTimeout(() => {
        if (!pending.has(id)) return;
        tellFrameToAbort();
        settle(id, { error: new FrameError('IFRAME_REQUEST_TIMEOUT', 'iframe_request_timeout') });
      }, timeoutMs);
      try {
        await Promise.race([readiness.promise, reply]);
        const entry = pending.get(id);
        if (entry) {
          post({ id, type, ...(payload === undefined ? {} : { payload }) });
          entry.sent = true;
        }
        const answer = await reply;
        if (!requestOptions.schema) return answer as never;
        const parsed = requestOptions.schema.safeParse(answer);
        if (!parsed.success) {
          warn(`the secure frame answered ${type} with a payload of the wrong shape`);
          throw new FrameError('FRAME_REPLY_ERROR', 'An error occurred', `${type}: wrong shape`);
        }
        return parsed.data;
      } catch (error) {
        // A load failure or a post that could not be made ends the request too.
        if (pending.has(id)) settle(id, { error: error as FrameError });
        throw error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    destroy() {
      if (status === 'destroyed') return;
      listeners.clear();
      status = 'destroyed';
      stopLoadTimers();
      clearTimeout(readyTimer);
      view.removeEventListener('message', onMessage);
      unwatch();
      openApprovals.length = 0;
      for (const id of [...pending.keys()]) settle(id, { error: aborted() });
      readiness.reject(aborted());
      frame?.remove();
      frame = null;
    },
  };
}
