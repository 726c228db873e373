// @ts-check
/**
 * Which pages may embed the frame for a project: the project's allowed origins, read from the
 * product API (`GET /v1/project/origins?projectId=…`), turned into the frame page's CSP
 * `frame-ancestors` (the browser refuses any other embedder) and told to frame.js in a
 * `<meta name="portico-ancestors">`, which checks its parent against them too. The server decides: a page cannot widen its own list.
 *
 * An origin pattern is `scheme://host[:port]`, where the host may start with `*.` and the port
 * may be `*` (the API's own rule, src/features/project/isOriginAllowed.ts): exactly the CSP
 * source expressions without a path. Anything else in the list is left out. Without a project
 * API, loopback pages only (the local stack); with one that does not answer, or an unknown
 * project, no page at all.
 */

/** Without a project API: any local page (the development stack's default). */
export const LOCAL_ANCESTORS = ['http://127.0.0.1:*', 'http://localhost:*'];

const PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/i;
const ORIGINS_TIMEOUT_MS = 5_000;

/** The patterns of `list` that are valid embedders, as CSP source expressions. */
export function ancestorPatterns(/** @type {unknown} */ list) {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry) => typeof entry === 'string' && entry.length <= 253 && PATTERN.test(entry),
  );
}

/** The frame page's `frame-ancestors` directive for `patterns` ('none' for none). */
export const frameAncestors = (/** @type {string[]} */ patterns) =>
  `frame-ancestors ${patterns.length > 0 ? patterns.join(' ') : "'none'"}`;

/**
 * @param {{ url: string | Promise<string> } | undefined} projectApi
 * @param {(line: string) => void} log
 * @returns {(projectId: string | null) => Promise<string[]>} the embedders of a project
 */
export function createProjectAncestors(projectApi, log) {
  return async (projectId) => {
    if (!projectApi) return LOCAL_ANCESTORS;
    if (!projectId || projectId.length > 128) return [];
    try {
      const url = new URL('/v1/project/origins', await projectApi.url);
      url.search = new URLSearchParams({
        projectId,
        st: 'portico-secure-site',
        sv: 'secure-site-1',
      }).toString();
      const response = await fetch(url, { signal: AbortSignal.timeout(ORIGINS_TIMEOUT_MS) });
      if (!response.ok) return [];
      const body = await response.json();
      return ancestorPatterns(body?.allowedOrigins);
    } catch (error) {
      log(`secure site: the project's origins could not be read (${error})`);
      return [];
    }
  };
}
