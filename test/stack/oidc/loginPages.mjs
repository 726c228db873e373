/**
 * The providers' own pages: the sign-in form of an interaction and the error page, under a
 * strict CSP (no script at all; the style is `public/login.css`, served as `/assets/login.css`).
 * The form posts to `/<name>/interaction/<uid>/login` ("Sign in") or `…/deny` ("Deny");
 * `form-action` also allows the redirect URIs' origins, since Chromium applies it to the
 * redirects that follow a form submission (the login ends in a 303 to the redirect URI).
 */

/** The six social providers, and the name each one's page shows. */
export const PROVIDER_NAMES = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (/** @type {unknown} */ value) =>
  String(value ?? '').replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);

/** @param {string[]} formTargets origins a form submission may end on, besides 'self' */
export function pageCsp(formTargets = []) {
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${formTargets.map((origin) => ` ${origin}`).join('')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @param {{ name: import('./socialProviders.mjs').SocialProvider, uid: string, clientId: string, username?: string,
 *   problem?: string }} options
 */
export function loginPage({ name, uid, clientId, username = '', problem }) {
  const title = `Sign in to ${PROVIDER_NAMES[name]}`;
  const base = `/${name}/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/login.css">
</head>
<body data-provider="${escapeHtml(name)}">
<main>
<h1>${escapeHtml(title)}</h1>
<p class="client">to continue to <strong>${escapeHtml(clientId)}</strong> (a local test provider: any username signs in)</p>
${problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${base}/login">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(username)}" required autofocus>
<div class="buttons">
<button type="submit" formaction="${base}/deny" formnovalidate class="secondary">Deny</button>
<button type="submit">Sign in</button>
</div>
</form>
</main>
</body>
</html>
`;
}

/** @param {{ title: string, details: Record<string, string> }} options */
export function errorPage({ title, details }) {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/login.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<dl>${rows}</dl>
</main>
</body>
</html>
`;
}
