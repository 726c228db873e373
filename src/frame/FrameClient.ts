import type * as z from 'zod/mini';
import type { FrameEvent, FrameRequestType } from './frameMessages';
import type { FrameUrlParameters } from './frameUrl';

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
