/*
 * The social login's redirect URI (`/oauth/callback`, a top-level page in the popup, on the
 * secure site's origin, under its strict CSP). It tells the backend what the provider answered
 * (`POST /api/social/callback {state, code?, error?, error_description?, iss?}` → the page's
 * origin the login was started for), then hands its own URL back:
 *   - to the page that opened the popup: window.opener.postMessage({ type: 'SOCIAL_RESULT',
 *     payload: { uri } }, parentOrigin). The page then gives `uri` to the frame
 *     (CONNECT_SOCIAL), which holds the PKCE verifier;
 *   - when there is no opener (a provider with Cross-Origin-Opener-Policy: same-origin severs
 *     it for good): over BroadcastChannel('portico-social') ({ uri }) to the frame, which is
 *     on this origin and sends the page the same SOCIAL_RESULT event from its own window.
 * Then it closes itself; if the browser refuses, the text says the window can be closed.
 */
(() => {
  'use strict';
  const status = document.getElementById('status');
  const say = (text) => {
    status.textContent = text;
  };
  const uri = location.href;
  const query = new URLSearchParams(location.search);
  const body = { state: query.get('state') };
  for (const name of ['code', 'error', 'error_description', 'iss'])
    if (query.has(name)) body[name] = query.get(name);

  async function handBack() {
    const response = await fetch('/api/social/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      say(`This sign-in could not be completed: ${answer.message || `HTTP ${response.status}`}.`);
      return;
    }
    if (window.opener) {
      window.opener.postMessage({ type: 'SOCIAL_RESULT', payload: { uri } }, answer.parentOrigin);
    } else {
      // Not closed here: the window's close ends it, after the message has left.
      new BroadcastChannel('portico-social').postMessage({ uri });
    }
    say('You can close this window.');
    setTimeout(() => window.close(), 50);
  }

  handBack().catch((error) => say(`This sign-in could not be completed: ${error.message}.`));
})();
