/**
 * A fetch for the product-API client (`createApiModal(url, config, { fetch })`) that goes to
 * the real network and logs each request from the moment the client asks to the moment its
 * answer is handed back (`done`), and can hold an answer back (`holdNext`). A test waits for
 * the requests to be answered (`allAnswered`), which also lets the client finish with them
 * (`drainMicrotasks`), and only then asserts that nothing came of them: the client's work on
 * an answer is promise steps only, which all run before a timer's callback.
 */
import type { FetchFn } from '../../src/api/createApiClient';
import { waitFor } from './walletHarness';

export interface ObservedRequest {
  url: URL;
  method: string;
  /** The answer's HTTP status; null while open or when the request failed (network, abort). */
  status: number | null;
  /** True once the answer (or the failure) was handed back to the client. */
  done: boolean;
}

/** Captured at import: tests that fake timers still drain with a real one. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Resolves after every promise step already queued (and those they queue) has run: a real
 * macrotask runs only once the microtask queue is empty. Not a wait for time.
 */
export const drainMicrotasks = () =>
  new Promise<void>((resolve) => void realSetTimeout(resolve, 0));

export function observeFetch(base: FetchFn = (url, init) => globalThis.fetch(url, init)) {
  const requests: ObservedRequest[] = [];
  const holds = new Map<string, Promise<void>>();
  const fetch: FetchFn = async (url, init) => {
    const entry: ObservedRequest = {
      url: new URL(url),
      method: init.method ?? 'GET',
      status: null,
      done: false,
    };
    requests.push(entry);
    try {
      const response = await base(url, init);
      // Read here, so `done` means the whole answer is in the client's hands.
      const text = await response.text();
      const hold = holds.get(entry.url.pathname);
      holds.delete(entry.url.pathname);
      await hold;
      entry.status = response.status;
      return {
        ok: response.ok,
        status: response.status,
        headers: response.headers,
        text: () => Promise.resolve(text),
      } as Response;
    } finally {
      entry.done = true;
    }
  };
  /** The requests whose path is `path` (e.g. `/e`, `/v1/wallets`). */
  const to = (path: string) => requests.filter((request) => request.url.pathname === path);
  /**
   * The next request to `path` is answered by the server but its answer is kept from the
   * client until the returned `release` is called: a late answer, at the moment the test picks.
   */
  const holdNext = (path: string): (() => void) => {
    let release!: () => void;
    holds.set(path, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  return { fetch, requests, to, holdNext };
}

export type ObservedFetch = ReturnType<typeof observeFetch>;

/**
 * Resolves once every request made has been answered and the client is done with the answers,
 * including requests those answers led to (a batch sent one request after another).
 */
export async function allAnswered(observed: ObservedFetch): Promise<void> {
  for (;;) {
    await waitFor(() => observed.requests.every((request) => request.done));
    const made = observed.requests.length;
    await drainMicrotasks();
    if (observed.requests.length === made && observed.requests.every((r) => r.done)) return;
  }
}
