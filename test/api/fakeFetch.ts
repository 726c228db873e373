import type { FetchFn } from '../../src/api/createApiClient';

export interface FakeCall {
  url: URL;
  init: RequestInit;
  /** `Date.now()` when the call was made (fake timers move it). */
  at: number;
}

export type FakeAnswer =
  { status: number; body?: unknown } | { raw: string; status?: number } | 'network' | 'hang';

/**
 * A scripted fetch: each call takes the next answer (the last one repeats). `hang` never
 * settles unless the request is aborted, like a server that never answers.
 */
export function fakeFetch(...answers: FakeAnswer[]) {
  const calls: FakeCall[] = [];
  const fetch: FetchFn = (url, init) => {
    calls.push({ url: new URL(url), init, at: Date.now() });
    const answer = answers[Math.min(calls.length, answers.length) - 1] ?? { status: 200, body: {} };
    if (answer === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (answer === 'hang') {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    if ('raw' in answer)
      return Promise.resolve(new Response(answer.raw, { status: answer.status ?? 200 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }),
    );
  };
  return { fetch, calls };
}
