/**
 * The relay's sign-in page, `/siwf?channelToken=…`: what a Farcaster app shows when it opens
 * the sign-in URL (the QR code of the modal). No inline script or style (`public/siwf.js`,
 * `public/siwf.css`); the page posts the user's choice to `/siwf/decide` on its own origin, and
 * the relay signs server-side with the chosen user's custody key.
 */

export const SIWF_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (/** @type {unknown} */ text) =>
  String(text).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

const shell = (/** @type {string} */ title, /** @type {string} */ body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/siwf.css">
<script src="/siwf.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * The approval page of a pending channel: "Sign in to <domain>", the app's URI, a user picker
 * and Approve / Deny.
 * @param {{ channelToken: string, domain: string, siweUri: string, expiresAt: number }} channel
 * @param {Array<{ fid: number, username: string, displayName: string }>} users
 */
export function signInPage(channel, users) {
  const choices = users
    .map(
      (user, index) =>
        `<label class="user"><input type="radio" name="username" value="${escapeHtml(user.username)}"${index === 0 ? ' checked' : ''}> <span class="name">${escapeHtml(user.displayName)}</span> <span class="handle">@${escapeHtml(user.username)} · fid ${user.fid}</span></label>`,
    )
    .join('\n');
  return shell(
    `Sign in to ${channel.domain}`,
    `<h1>Sign in to ${escapeHtml(channel.domain)}</h1>
<p class="uri">${escapeHtml(channel.siweUri)} asks you to sign in with Farcaster.</p>
<form id="decision" data-channel-token="${escapeHtml(channel.channelToken)}" data-domain="${escapeHtml(channel.domain)}">
<fieldset>
<legend>Account</legend>
${choices}
</fieldset>
<div class="buttons"><button type="button" id="deny">Deny</button><button type="button" id="approve">Approve</button></div>
</form>
<p id="result" role="status"></p>
<p class="note">Local Farcaster stand-in: Approve signs the Sign In With Farcaster message with the account's custody key, kept by this relay.</p>`,
  );
}

/**
 * A channel that cannot be answered (unknown, expired, or already answered).
 * @param {string} message
 */
export function closedPage(message) {
  return shell(
    'Farcaster sign-in',
    `<h1>Farcaster sign-in</h1>\n<p id="result" role="status">${escapeHtml(message)}</p>`,
  );
}
