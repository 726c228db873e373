/**
 * Small HTTP helpers for the product-API stand-in: a typed error that becomes a JSON answer,
 * JSON bodies in and out, and CORS for pages served from another 127.0.0.1 port.
 */

/**
 * An answer other than 200, in the product API's error shape
 * `{ message, reasons: [{ description }] }` ("the API's first reason description").
 */
export class ApiHttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {string[]} [reasons] descriptions; default: the message itself
   */
  constructor(status, message, reasons = [message]) {
    super(message);
    this.name = 'ApiHttpError';
    this.status = status;
    this.reasons = reasons;
  }
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * The request's JSON body (`{}` when empty); 400 when it is not JSON, 413 when too large.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<any>} any: parsed JSON, which each route checks before use
 */
export async function readJsonBody(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) throw new ApiHttpError(413, 'Body too large');
  }
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiHttpError(400, 'Body is not valid JSON');
  }
}

/** Only pages on this machine may call the stand-in from a browser. */
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;

/**
 * CORS headers for `origin`: echoed when local, none otherwise (the browser then blocks).
 * @param {string | undefined} origin
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin) {
  if (typeof origin !== 'string' || !LOCAL_ORIGIN.test(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * Writes `body` as JSON (or nothing for 204) with the CORS headers for the request's origin.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(request, response, status, body) {
  const headers = {
    ...corsHeaders(request.headers.origin),
    'Cache-Control': 'no-store',
  };
  if (status === 204 || body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(`${JSON.stringify(body)}\n`);
}

/**
 * Writes a raw text body (the malformed-JSON fault) with the JSON content type.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} text
 */
export function sendRaw(request, response, status, text) {
  response.writeHead(status, {
    ...corsHeaders(request.headers.origin),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
  });
  response.end(text);
}

/**
 * Writes an ApiReply's non-JSON body (an image) with its content type, CORS and headers.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {ApiReply} reply its body a string or bytes, as `contentType` implies
 */
export function sendBody(request, response, { status, body, contentType, headers = {} }) {
  response.writeHead(status, {
    ...corsHeaders(request.headers.origin),
    'Cache-Control': 'no-store',
    ...headers,
    'Content-Type': contentType,
  });
  response.end(/** @type {string | Uint8Array} */ (body));
}

/**
 * A handler's answer other than `200` + JSON body, e.g. `new ApiReply(202)` for no body, or
 * `new ApiReply(200, svg, { contentType: 'image/svg+xml', headers })` for a non-JSON body.
 */
export class ApiReply {
  /**
   * @param {number} status
   * @param {unknown} [body] JSON, or a string / Buffer when `contentType` is given
   * @param {{ contentType?: string, headers?: Record<string, string> }} [options]
   */
  constructor(status, body, { contentType, headers } = {}) {
    this.status = status;
    this.body = body;
    this.contentType = contentType;
    this.headers = headers;
  }
}

/**
 * What a route's handler gets: the path's named groups (decoded), the query, the JSON body of
 * a POST (undefined otherwise) and the request's headers.
 * @typedef {object} ApiRequest
 * @property {Record<string, string>} params
 * @property {URLSearchParams} query
 * @property {any} body any: parsed JSON, which the handler checks before use
 * @property {import('node:http').IncomingHttpHeaders} headers
 */

/**
 * One route of the stand-in: `handle` answers with a JSON body or an ApiReply, or throws an
 * ApiHttpError.
 * @typedef {object} ApiRoute
 * @property {string} id The name faults and the request log use.
 * @property {'GET' | 'POST'} method
 * @property {RegExp} path
 * @property {boolean} [projectSetting] Answers 403 for an unconfigured project.
 * @property {(request: ApiRequest) => unknown} handle
 */
