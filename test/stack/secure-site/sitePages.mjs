/**
 * The secure site's HTML pages and their CSP: the frame (`/frame.html`), the social login's
 * callback (`/oauth/callback`), the look-alike page for tests (`/lookalike.html`) and the
 * human-readable inbox (`/mail`). No page has inline script or style: scripts and styles are
 * static files of `public/`.
 */
import { LOCAL_ANCESTORS, frameAncestors } from './projectAncestors.mjs';

export const FRAME_ANCESTORS = LOCAL_ANCESTORS.join(' ');
const CSP_BASE = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
];
/** The look-alike page's CSP (and the frame's without a project API): framed by local pages only. */
export const FRAME_CSP = [...CSP_BASE, frameAncestors(LOCAL_ANCESTORS)].join('; ');
/** The frame's CSP for a project: framed by its allowed origins only (projectAncestors.mjs). */
export const frameCsp = (/** @type {string[]} */ ancestors) =>
  [...CSP_BASE, frameAncestors(ancestors)].join('; ');
/**
 * The social callback's CSP: its script and its one call to the backend, never framed. It
 * sends no Cross-Origin-Opener-Policy: the popup must keep `window.opener` when it has one.
 */
export const CALLBACK_CSP = [...CSP_BASE, "frame-ancestors 'none'"].join('; ');
/** The inbox's CSP: no script at all, never framed. */
export const MAIL_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * @param {string[]} activeFaults the faults read by frame.js (a `<meta name="portico-faults">`)
 * @param {string[]} ancestors the origin patterns that may embed it (`portico-ancestors`)
 */
export function framePage(activeFaults, ancestors) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="portico-faults" content="${activeFaults.join(' ')}">
<meta name="portico-ancestors" content="${ancestors.join(' ')}">
<title>Portico secure wallet</title>
<link rel="stylesheet" href="/frame.css">
<script src="/approvalPrompt.js" defer></script>
<script src="/frame.js" defer></script>
</head>
<body>
<main id="approval" hidden>
<header>
<h1 id="approval-title"></h1>
<p id="approval-app"></p>
<p id="approval-name" hidden></p>
</header>
<dl id="approval-details"></dl>
<ul id="approval-warnings" role="alert" hidden></ul>
<pre id="approval-text"></pre>
<p id="approval-status" aria-live="polite"></p>
<div class="buttons"><button type="button" id="reject">Reject</button><button type="button" id="approve" disabled>Approve</button></div>
</main>
</body>
</html>
`;
}

/** `/oauth/callback`: oauthCallback.js hands the provider's result back (README.md). */
export function callbackPage() {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico sign-in</title>
<link rel="stylesheet" href="/frame.css">
<script src="/oauthCallback.js" defer></script>
</head>
<body>
<main id="callback"><p id="status" role="status">Completing the sign-in…</p></main>
</body>
</html>
`;
}

export function lookalikePage() {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico secure wallet</title>
<script src="/lookalike.js" defer></script>
</head>
<body><p>Look-alike page (tests): posts forged secure-frame messages to its parent or opener.</p></body>
</html>
`;
}

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  );

/**
 * The inbox as HTML, newest first: time, to, subject, code, link, text (all escaped; a link
 * is shown only when it is http(s)).
 * @param {Array<{ to: string, subject: string, text: string, code: string | null,
 *   link: string | null, at: string }>} inbox
 */
export function mailInboxPage(inbox) {
  const items = [...inbox].reverse().map((mail) => {
    const link = /^https?:\/\//.test(mail.link ?? '')
      ? `<dt>Link</dt><dd><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></dd>`
      : '';
    const code = mail.code ? `<dt>Code</dt><dd><strong>${escapeHtml(mail.code)}</strong></dd>` : '';
    return `<li><article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>At</dt><dd><time>${escapeHtml(mail.at)}</time></dd>${code}${link}</dl>
<pre>${escapeHtml(mail.text)}</pre>
</article></li>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Secure site inbox (${inbox.length})</title>
<link rel="stylesheet" href="/mail.css">
</head>
<body>
<h1>Secure site inbox</h1>
<p>${inbox.length === 0 ? 'No mail yet.' : `${inbox.length} mail(s), newest first.`} This page reloads every 5 s. JSON: <a href="/__control/mail">/__control/mail</a>.</p>
<ol>
${items.join('\n')}
</ol>
</body>
</html>
`;
}
