/**
 * The frame page in Debian's Chromium: a parent page on another origin (`localhost` vs the
 * site's `127.0.0.1`) embeds /frame.html and talks to it by postMessage: email login with the
 * device link and a code from the inbox, GET_USER, personal_sign approved by a click inside
 * the frame, a session restored by the sealed token after a reload, a third origin ignored,
 * and the frame's fault switches. Run: `node --test test/stack/secure-site/`.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import { chromium } from '@playwright/test';
import { hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startAnvil } from '../chain/startAnvil.mjs';
import { startSecureSite } from './startSecureSite.mjs';

const LIMIT = { timeout: 60_000 };
const CHAIN = 'eip155:31337';
let chain;
let site;
let pages;
let browser;

const parentPage = (frameUrl, evilUrl) => `<!doctype html><html><body>
<script>
  window.__messages = [];
  const FRAME = ${JSON.stringify(new URL(frameUrl).origin)};
  window.addEventListener('message', (event) => {
    if (event.origin === FRAME) window.__messages.push(event.data);
  });
  let next = 0;
  window.__request = (type, payload) => new Promise((resolve) => {
    const id = 'r' + (next += 1);
    const onMessage = (event) => {
      if (event.origin !== FRAME || event.data?.id !== id) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
    document.getElementById('secure').contentWindow.postMessage({ id, type, payload }, FRAME);
  });
</script>
<iframe id="secure" name="secure" width="480" height="320" src="${frameUrl}"></iframe>
${evilUrl ? `<iframe id="evil" src="${evilUrl}"></iframe>` : ''}
</body></html>`;

// Posts forged requests from a third origin to the secure frame.
const evilPage = `<!doctype html><html><body><script>
  // Repeated, since the secure frame may not listen yet when this page loads.
  let left = 30;
  const timer = setInterval(() => {
    parent.frames.secure.postMessage({ id: 'evil', type: 'GET_USER', payload: {} }, '*');
    if ((left -= 1) === 0) clearInterval(timer);
  }, 100);
</script></body></html>`;

async function startPages() {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    if (url.pathname === '/evil.html') return response.end(evilPage);
    if (url.pathname !== '/parent.html') return response.end('');
    response.end(parentPage(url.searchParams.get('frame'), url.searchParams.get('evil')));
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    port: server.address().port,
    stop: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}

const control = (path, body) =>
  fetch(`${site.controlUrl}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const lastMail = async () => (await (await fetch(`${site.controlUrl}/mail`)).json()).at(-1);

const frameUrl = () => `${site.url}?projectId=p1&chainId=${CHAIN}&version=4&enableLogger=false`;

/** A parent page on http://localhost:<port> (the frame is on 127.0.0.1), with an optional evil frame on a third origin. */
async function openParent({ evil = false, waitUntil = 'load' } = {}) {
  const page = await browser.newPage();
  const warnings = [];
  page.on('console', (message) => warnings.push(message.text()));
  const parent = `http://localhost:${pages.port}/parent.html?frame=${encodeURIComponent(frameUrl())}`;
  // The third origin: 127.0.0.1 on the parent server's port (not the parent's, not the site's).
  const evilUrl = `http://127.0.0.1:${pages.port}/evil.html`;
  await page.goto(evil ? `${parent}&evil=${encodeURIComponent(evilUrl)}` : parent, { waitUntil });
  return { page, warnings };
}

const messages = (page) => page.evaluate(() => window.__messages);
const request = (page, type, payload) =>
  page.evaluate(([t, p]) => window.__request(t, p), [type, payload]);

async function waitFor(check, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolveSleep) => setTimeout(resolveSleep, 50));
  }
}

const waitForReady = (page) =>
  waitFor(async () => (await messages(page)).find((message) => message.type === 'READY'));

before(async () => {
  chain = await startAnvil({ port: 0 });
  site = await startSecureSite({ chains: [{ chainId: 31337, rpcUrl: chain.url }], log: () => {} });
  pages = await startPages();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await pages?.stop();
  await site?.stop();
  await chain?.stop();
});
beforeEach(async () => {
  await control('reset', {});
});

test(
  'email login, GET_USER, personal_sign approved in the frame, session restored by token',
  LIMIT,
  async () => {
    const { page } = await openParent();
    assert.deepEqual((await waitForReady(page)).payload, { version: '4' });
    const email = 'frame@example.test';
    const started = await request(page, 'CONNECT_EMAIL', { email });
    assert.deepEqual(started.type, 'CONNECT_EMAIL_SUCCESS');
    assert.deepEqual(started.payload, { action: 'VERIFY_DEVICE' });
    const device = page.evaluate(() => window.__request('CONNECT_DEVICE', {}));
    await new Promise((resolveSleep) => setTimeout(resolveSleep, 400));
    assert.equal((await fetch((await lastMail()).link)).status, 200);
    assert.deepEqual((await device).payload, { action: 'VERIFY_OTP' });
    const { code } = await lastMail();
    const wrong = await request(page, 'CONNECT_OTP', {
      otp: code === '000000' ? '111111' : '000000',
    });
    assert.deepEqual(wrong, {
      id: wrong.id,
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    });
    const connected = await request(page, 'CONNECT_OTP', { otp: code });
    assert.equal(connected.type, 'CONNECT_OTP_SUCCESS');
    const { token } = connected.payload;
    assert.match(token, /^v1\./);

    const user = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    assert.equal(user.email, email);
    assert.equal(user.chainId, CHAIN);
    assert.deepEqual(user.accounts, [{ address: user.address, type: 'eoa' }]);
    assert.deepEqual((await request(page, 'GET_CHAIN_ID', {})).payload, { chainId: CHAIN });
    const accounts = await request(page, 'RPC_REQUEST', {
      method: 'eth_accounts',
      params: [],
      chainId: CHAIN,
    });
    assert.deepEqual(accounts.payload, [user.address]);
    const refused = await request(page, 'RPC_REQUEST', {
      method: 'eth_sign',
      params: [],
      chainId: CHAIN,
    });
    assert.deepEqual(refused.payload, { message: 'Requested RPC call is not allowed' });

    const message = 'Hello from the parent page';
    const signing = page.evaluate(
      ([m, a, c]) =>
        window.__request('RPC_REQUEST', { method: 'personal_sign', params: [m, a], chainId: c }),
      [hexlify(toUtf8Bytes(message)), user.address, CHAIN],
    );
    const requested = await waitFor(async () =>
      (await messages(page)).find((entry) => entry.type === 'APPROVAL_REQUESTED'),
    );
    assert.ok(requested.payload.id);
    const frame = page.frames().find((candidate) => candidate.url().startsWith(site.origin));
    assert.equal(await frame.textContent('#approval-text'), message);
    await frame.click('#approve');
    const signed = await signing;
    assert.equal(signed.type, 'RPC_REQUEST_SUCCESS');
    assert.equal(verifyMessage(message, signed.payload), user.address);
    assert.ok((await messages(page)).some((entry) => entry.type === 'APPROVAL_SETTLED'));

    // Reject gives 4001.
    const rejecting = page.evaluate(
      ([m, a, c]) =>
        window.__request('RPC_REQUEST', { method: 'personal_sign', params: [m, a], chainId: c }),
      ['0x6869', user.address, CHAIN],
    );
    await waitFor(async () => await frame.isVisible('#approval'));
    await frame.click('#reject');
    assert.deepEqual((await rejecting).payload, {
      message: 'User rejected the request',
      code: 4001,
    });

    // A reload: a new frame knows nothing until the page hands it the token.
    await page.reload();
    await waitForReady(page);
    assert.deepEqual((await request(page, 'IS_CONNECTED', {})).payload, { isConnected: false });
    assert.deepEqual(
      (
        await request(page, 'IS_CONNECTED', {
          token: `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`,
        })
      ).payload,
      {
        isConnected: false,
      },
    );
    assert.deepEqual((await request(page, 'IS_CONNECTED', { token })).payload, {
      isConnected: true,
    });
    assert.equal(
      (await request(page, 'GET_USER', { chainId: CHAIN })).payload.address,
      user.address,
    );
    assert.deepEqual((await request(page, 'SIGN_OUT', {})).payload, {});
    assert.equal((await request(page, 'GET_USER', { chainId: CHAIN })).type, 'GET_USER_ERROR');
    await page.close();
  },
);

test('a message from a third origin is refused by the frame', LIMIT, async () => {
  const { page, warnings } = await openParent({ evil: true });
  await waitForReady(page);
  await waitFor(
    () => warnings.filter((text) => text.includes('[secure-site] refused a message')).length >= 2,
  );
  assert.ok(
    warnings.some((text) => text.includes(`refused a message from http://127.0.0.1:${pages.port}`)),
  );
  await new Promise((resolveSleep) => setTimeout(resolveSleep, 300));
  assert.ok(!(await messages(page)).some((entry) => String(entry.id).startsWith('evil')));
  await page.close();
});

test('fault switches: neverReply, malformed, mailDown, neverLoad', LIMIT, async () => {
  await control('faults', { neverReply: true });
  let { page } = await openParent();
  await waitForReady(page);
  const silent = await page.evaluate(() =>
    Promise.race([
      window.__request('GET_CHAIN_ID', {}),
      new Promise((resolve) => setTimeout(() => resolve('no reply'), 1_000)),
    ]),
  );
  assert.equal(silent, 'no reply');
  await page.close();

  await control('faults', { neverReply: false, malformed: true });
  ({ page } = await openParent());
  await waitForReady(page);
  assert.deepEqual((await request(page, 'GET_CHAIN_ID', {})).payload, { unexpected: 'shape' });
  await page.close();

  await control('faults', { malformed: false, mailDown: true });
  ({ page } = await openParent());
  await waitForReady(page);
  const down = await request(page, 'CONNECT_EMAIL', { email: 'down@example.test' });
  assert.deepEqual(down.payload, { message: 'Could not send the email' });
  await page.close();

  await control('faults', { mailDown: false, neverLoad: true });
  ({ page } = await openParent({ waitUntil: 'domcontentloaded' }));
  await new Promise((resolveSleep) => setTimeout(resolveSleep, 1_500));
  assert.deepEqual(await messages(page), []);
  await page.close();
  await control('faults', { neverLoad: false });
});
