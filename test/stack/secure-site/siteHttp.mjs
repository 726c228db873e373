/** HTTP helpers of the secure site: a typed error that becomes `{ message, ...extra }`, JSON. */

export class SiteError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, unknown>} [extra] more fields of the JSON answer (code, triesLeft…)
   */
  constructor(status, message, extra = {}) {
    super(message);
    this.name = 'SiteError';
    this.status = status;
    this.extra = extra;
  }
}

const MAX_BODY_BYTES = 100_000;

/** The request's JSON body; 415 unless application/json, 400 when not JSON, 413 when large. */
export async function readJson(request) {
  if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
    throw new SiteError(415, 'POST bodies must be application/json');
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) throw new SiteError(413, 'Body too large');
  }
  if (!text) return {};
  try {
    const body = JSON.parse(text);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    return body;
  } catch {
    throw new SiteError(400, 'Body is not a JSON object');
  }
}

/** JSON answer; no CORS headers ever: only the site's own pages may read it. */
export function sendJson(response, status, body) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(`${JSON.stringify(body)}\n`);
}

/**
 * The page origin a login was started for (`parentOrigin`): an http(s) origin and nothing
 * more, as a URL; 400 'Invalid parentOrigin' otherwise.
 */
export function checkParentOrigin(value) {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol) && url.origin === value) return url;
  } catch {
    // refused below
  }
  throw new SiteError(400, 'Invalid parentOrigin');
}
