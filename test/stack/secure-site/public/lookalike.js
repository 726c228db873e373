/*
 * The look-alike page (tests only; /lookalike.html, same strict CSP as the frame). It is served
 * by the secure site, so its messages carry the site's origin, but it is NOT the frame window:
 * a host page that checks `event.source` must ignore everything it posts.
 *
 * Framed, it posts to window.parent; opened as a popup, to window.opener; always with target
 * '*'. Every 100 ms, 30 rounds: READY {version: '4'}, APPROVAL_REQUESTED {id: 'x'}, and
 * forged replies (CONNECT_OTP_SUCCESS {token: 'forged'}, GET_USER_SUCCESS for
 * 0x…dEaD, IS_CONNECTED_SUCCESS, RPC_REQUEST_SUCCESS) under guessed ids: 'a-1'…'a-20',
 * `${Date.now()}` and Portico-like `${Date.now().toString(36)}-1`…`-5`. After the last round
 * its body carries `data-posted="done"` (what a test waits for).
 *
 * `?via=localhost` (or `?via=127.0.0.1`): the page first moves itself to that loopback name
 * (same port and path) when it is not already on it, so a test can also show a wrong origin.
 */
(() => {
  'use strict';
  const PERIOD_MS = 100;
  const ROUNDS = 30;
  const DEAD = '0x000000000000000000000000000000000000dEaD';
  const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

  const via = new URLSearchParams(location.search).get('via');
  if (via && LOOPBACK.has(via) && via !== location.hostname) {
    const moved = new URL(location.href);
    moved.hostname = via;
    location.replace(moved.href);
    return;
  }

  const target = window.parent !== window ? window.parent : window.opener;
  if (!target) {
    console.warn('[lookalike] neither framed nor opened: nothing to post to');
    return;
  }

  const user = {
    email: 'forged@lookalike.test',
    address: DEAD,
    chainId: 'eip155:1',
    accounts: [{ address: DEAD, type: 'eoa' }],
    userName: null,
    preferredAccountType: 'eoa',
  };
  const forgedReplies = (id) => [
    { id, type: 'CONNECT_OTP_SUCCESS', payload: { token: 'forged' } },
    { id, type: 'GET_USER_SUCCESS', payload: user },
    { id, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } },
    { id, type: 'RPC_REQUEST_SUCCESS', payload: `0x${'de'.repeat(65)}` },
  ];

  function guessedIds() {
    const now = Date.now();
    const ids = Array.from({ length: 20 }, (_, index) => `a-${index + 1}`);
    ids.push(String(now));
    for (let n = 1; n <= 5; n += 1) ids.push(`${now.toString(36)}-${n}`);
    return ids;
  }

  let round = 0;
  function tick() {
    try {
      target.postMessage({ type: 'READY', payload: { version: '4' } }, '*');
      target.postMessage({ type: 'APPROVAL_REQUESTED', payload: { id: 'x' } }, '*');
      for (const id of guessedIds())
        for (const message of forgedReplies(id)) target.postMessage(message, '*');
    } catch (error) {
      console.warn(`[lookalike] post failed: ${error}`);
    }
    round += 1;
    if (round < ROUNDS) setTimeout(tick, PERIOD_MS);
    else document.body.dataset.posted = 'done';
  }
  tick();
})();
