import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { listen } from './listen.mjs';

/** The Content-Security-Policy the demo must run under: no inline script or style, no eval. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The product API's wallet images are plain <img> loads from its origin (here the stand-in).
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  // WalletConnect's Verify frame (the e2e suite answers it locally): what a host allows for
  // pairing; and the embedded wallet's secure site (here the local stand-in, on either
  // loopback name: its wrongOrigin fault moves the frame to the other one).
  "frame-src 'self' https://verify.walletconnect.org http://127.0.0.1:* http://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** @type {Readonly<Record<string, string | undefined>>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Readiness probe for test runners; answers even before the demo is built. */
export const HEALTH_PATH = '/__health';

/** The running stack's description as JSON (the same object as the page's meta tag). */
export const STACK_PATH = '/__stack.json';

/** The `<meta name>` that carries the stack description into every HTML page. */
export const STACK_META_NAME = 'portico-stack';

const escapeAttribute = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Adds `<meta name="portico-stack" content="{json}">` at the end of `<head>`: how the page
 * learns the local services' URLs without an inline script, which the strict CSP forbids.
 * Module scripts run after parsing, so they always find it.
 * @param {string} html
 * @param {object} stack
 * @returns {string}
 */
export function injectStackMeta(html, stack) {
  const tag = `<meta name="${STACK_META_NAME}" content="${escapeAttribute(JSON.stringify(stack))}" />`;
  const end = html.search(/<\/head>/i);
  if (end === -1) return `${tag}\n${html}`;
  return `${html.slice(0, end)}  ${tag}\n  ${html.slice(end)}`;
}

/**
 * Maps a URL path to a file under `root`, or null when it escapes `root` or names a dotfile
 * (the Vite manifest in `.vite/` is for the tests, which read it from disk).
 * @param {string} root
 * @param {string} pathname
 * @returns {string | null}
 */
function toFilePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return null;
  const file = join(root, relative);
  return file === root || file.startsWith(root + sep) ? file : null;
}

/**
 * @param {string} root
 * @param {string} pathname
 * @returns {Promise<{ file: string, size: number } | null>}
 */
async function findFile(root, pathname) {
  const file = toFilePath(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  if (!file) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return { file, size: info.size };
    if (info.isDirectory()) return findFile(root, `${pathname}/`);
  } catch {
    // Not found: fall through to the app shell for extension-less paths below.
  }
  return null;
}

/**
 * A small static file server bound to 127.0.0.1. Every response carries `nosniff`; every HTML
 * response carries `csp`. Files are looked up per request, so the root may be (re)built while
 * the server runs. Resolves once listening, with the actual port (pass 0 for a random one).
 * With `stack`, every HTML page gets it as a meta tag and `/__stack.json` serves it.
 *
 * @param {{ root: string, port?: number, host?: string, csp?: string, stack?: object }} options
 * @returns {Promise<{ server: import('node:http').Server, port: number, url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  csp = STRICT_CSP,
  stack,
}) {
  const rootDir = resolve(root);
  const server = createServer(async (request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    /** @type {(status: number, body: string, type?: string) => void} */
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      send(405, 'Method Not Allowed\n');
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === HEALTH_PATH) {
      send(200, 'ok\n');
      return;
    }
    if (pathname === STACK_PATH && stack) {
      send(200, `${JSON.stringify(stack)}\n`, CONTENT_TYPES['.json']);
      return;
    }
    // Unknown extension-less paths get the app's index.html (client-side routes).
    const found =
      (await findFile(rootDir, pathname)) ??
      (extname(pathname) === '' ? await findFile(rootDir, '/') : null);
    if (!found) {
      send(404, 'Not Found\n');
      return;
    }
    const type = CONTENT_TYPES[extname(found.file).toLowerCase()] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': type,
      'Content-Length': String(found.size),
      // Hashed assets never change; the page itself is always revalidated.
      'Cache-Control': found.file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (type.startsWith('text/html')) {
      headers['Content-Security-Policy'] = csp;
      if (stack) {
        let html;
        try {
          html = injectStackMeta(await readFile(found.file, 'utf8'), stack);
        } catch {
          send(404, 'Not Found\n');
          return;
        }
        const body = Buffer.from(html, 'utf8');
        headers['Content-Length'] = String(body.length);
        response.writeHead(200, headers);
        response.end(request.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(found.file)
      .on('error', () => response.destroy())
      .pipe(response);
  });

  const actualPort = await listen(server, port, host);
  return {
    server,
    port: actualPort,
    url: `http://${host}:${actualPort}/`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
