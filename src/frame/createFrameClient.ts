import { createApprovalTracker } from './createApprovalTracker';
import { createFrameElement } from './createFrameElement';
import { createRequestTable } from './createRequestTable';
import { deferReadiness } from './deferReadiness';
import { frameAborted } from './frameAborted';
import type { FrameClient, FrameClientOptions, FrameStatus } from './FrameClient';
import { FrameError } from './FrameError';
import {
  frameEnvelopeSchema,
  frameEventSchema,
  type FrameEvent,
  isSecureCallback,
  printable,
  readyPayloadSchema,
} from './frameMessages';
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_SILENT_RELOAD_MS,
} from './frameTimeouts';
import { frameUrl, SECURE_SDK_VERSION } from './frameUrl';
import { sendFrameRequest } from './sendFrameRequest';
import { watchFrame } from './watchFrame';

const describe = (data: unknown) => {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? printable(type, 64) : typeof data;
};

const notSet = () => new FrameError('IFRAME_NOT_SET', 'W3mFrame: iframe is not set');

/**
 * The page's side of the secure frame (with the Safe app's messenger, the only code of
 * Portico that touches `postMessage`): it sends to the secure site's exact origin, never
 * `'*'`, and reads only messages whose `origin` is that origin, whose `source` is that frame's
 * window and whose envelope parses; anything else is ignored with a warning. Replies are
 * matched by the id of a request already sent; every request has a timeout; errors carry the
 * catalogue's words. The frame going away is noticed at once: removed from the page (a
 * MutationObserver) or its document replaced (a second `load`), its pending requests fail and
 * the next ones go to a fresh frame or to the new document once it is ready, without a page
 * reload. A frame still silent 8 s after it was made is loaded once more (a fresh element),
 * within the same 20 s.
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const view = options.window ?? globalThis.window;
  const warn = options.warn ?? ((message: string) => console.warn(`[portico] ${message}`));
  const url = frameUrl(options.secureSiteUrl, options.parameters);
  const { origin } = url;
  const requests = createRequestTable(warn);
  const approvals = createApprovalTracker();
  const listeners = new Set<(event: FrameEvent) => void>();
  let frame: HTMLIFrameElement | null = null;
  let status: FrameStatus = 'idle';
  let nextId = 0;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let silentTimer: ReturnType<typeof setTimeout> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let readiness = deferReadiness();
  /** Stops watching the frame (its `load`, the page's tree). */
  let unwatch: (() => void) | undefined;
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

  function post(message: { id?: string; type: string; payload?: unknown }) {
    const target = frame?.contentWindow;
    if (!target) throw notSet();
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
    // The client is initialised 500 ms after the ready event.
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
      requests.failAll(() => new FrameError('IFRAME_LOAD_FAILED', 'iframe_load_failed'));
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
    requests.failAll(frameAborted);
    for (const id of approvals.drain()) emit({ type: 'APPROVAL_SETTLED', payload: { id } });
    if (status === 'destroyed') return; // a listener destroyed the client
    if (how === 'removed') {
      stopWatching();
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
    stopWatching();
    frame = createFrameElement(view.document, url);
    documentLoaded = false;
    untakenReady = false;
    startWatching(frame);
    silent.replaceWith(frame);
  }

  function onMutation() {
    if (!frame) return;
    // A frame in a container not (yet) in the page is not removed: it was never there.
    if (frame.isConnected) connected = true;
    else if (connected) lose('removed');
  }

  function startWatching(watched: HTMLIFrameElement) {
    unwatch = watchFrame(view.document, watched, { load: onLoad, change: onMutation });
  }

  function stopWatching() {
    unwatch?.();
    unwatch = undefined;
  }

  function emit(event: FrameEvent) {
    for (const listener of [...listeners]) listener(event);
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
    if (event.type !== 'SOCIAL_RESULT') approvals.track(event.type, event.payload.id);
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
    else if (id !== undefined) requests.reply(id, type, payload);
    else onFrameEvent(envelope.data);
  }

  function mount(): HTMLIFrameElement {
    if (frame) return frame;
    if (status === 'destroyed') throw notSet();
    frame = createFrameElement(view.document, url);
    status = 'loading';
    removed = false;
    documentLoaded = false;
    untakenReady = false;
    view.addEventListener('message', onMessage);
    startWatching(frame);
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
    ready: () => (frame ? readiness.promise : Promise.reject(notSet())),

    async request(type, payload, requestOptions = {}) {
      // The page removed the frame: a fresh one serves this request (and the next).
      if (!frame && removed) mount();
      if (!frame) throw notSet();
      const id = `${Date.now().toString(36)}-${(nextId += 1)}`;
      const context = { table: requests, id, ready: readiness.promise, post, warn };
      return sendFrameRequest(context, type, payload, requestOptions);
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
      stopWatching();
      approvals.clear();
      requests.failAll(frameAborted);
      readiness.reject(frameAborted());
      frame?.remove();
      frame = null;
    },
  };
}
