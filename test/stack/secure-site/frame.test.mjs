/**
 * The frame page in Debian's Chromium: a parent page on another origin (`localhost` vs the
 * site's `127.0.0.1`) embeds /frame.html and talks to it by postMessage: email login with the
 * device link and a code from the inbox, GET_USER, personal_sign approved by a click inside
 * the frame, a session restored by the sealed token after a reload, a third origin ignored,
 * the frame's fault switches (wrongOrigin too), the email change, SYNC_THEME and
 * SYNC_DAPP_DATA in the prompt, the unsafe methods the wallet cannot run, the look-alike
 * page (same origin, another window), and social login in a popup against the local OpenID
 * Connect providers (test/stack/oidc/): the result posted by the callback page to the host
 * page, or, with the COOP provider (the popup loses its opener), sent by the frame after a
 * BroadcastChannel message; CONNECT_SOCIAL; Deny; Sign In With Farcaster against the local relay
 * (test/stack/farcaster/): GET_FARCASTER_URI, approved through the relay's control API or on its
 * sign-in page in another tab, CONNECT_FARCASTER; deny; a wait ended by SIGN_OUT or a new
 * channel. Run: `node --test test/stack/secure-site/`.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import { chromium } from '@playwright/test';
import { hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startAnvil } from '../chain/startAnvil.mjs';
import { listen } from '../listen.mjs';
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay.mjs';
import { startOidcProviders } from '../oidc/startOidcProviders.mjs';
import { startSecureSite } from './startSecureSite.mjs';

/**
 * The parent page's window, as the callbacks of `page.evaluate` see it (parentPage's helpers).
 * @typedef {{
 *   __messages: any[], __all: Array<{ origin: string, fromFrame: boolean, fromPopup: boolean, data: any }>,
 *   __popup: Window | null, __openPopup(url: string): boolean,
 *   __request(type: string, payload: unknown, target?: string): Promise<any>,
 *   __socialProvider: string, __socialRedirect: any, __farcaster: any }} HostWindow
 */

const LIMIT = { timeout: 60_000 };
const CHAIN = 'eip155:31337';
let chain;
let oidc;
let farcaster;
let site;
let pages;
let browser;

// The host page: `__messages` holds what came from the frame's origin (any window); `__all`
// every message, with its origin and whether it came from the frame's window or the popup.
// `__request` matches a reply by id from the frame's window and origin (target '*': any origin).
// `#social` opens the social popup in the click (about:blank), then asks the frame for the
// provider's URL (`__socialProvider`) and navigates the popup there.
const parentPage = (frameUrl, evilUrl, lookalikeUrl) => `<!doctype html><html><body>
<button id="social" type="button">Social login</button>
<script>
  window.__messages = [];
  window.__all = [];
  const FRAME = ${JSON.stringify(new URL(frameUrl).origin)};
  const frameWindow = () => document.getElementById('secure').contentWindow;
  window.addEventListener('message', (event) => {
    window.__all.push({
      origin: event.origin,
      fromFrame: event.source === frameWindow(),
      fromPopup: Boolean(window.__popup) && event.source === window.__popup,
      data: event.data,
    });
    if (event.origin === FRAME) window.__messages.push(event.data);
  });
  window.__openPopup = (url) => {
    window.__popup = window.open(url, 'lookalike', 'popup,width=320,height=240');
    return Boolean(window.__popup);
  };
  let next = 0;
  window.__request = (type, payload, target = FRAME) => new Promise((resolve) => {
    const id = 'r' + (next += 1);
    const onMessage = (event) => {
      if (event.source !== frameWindow() || event.data?.id !== id) return;
      if (target !== '*' && event.origin !== FRAME) return;
      window.removeEventListener('message', onMessage);
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
    frameWindow().postMessage({ id, type, payload }, target);
  });
  window.__socialProvider = 'google';
  document.getElementById('social').addEventListener('click', () => {
    window.__popup = window.open('about:blank', 'portico-social', 'popup,width=600,height=800');
    window.__socialRedirect = null;
    window.__request('GET_SOCIAL_REDIRECT_URI', { provider: window.__socialProvider }).then((reply) => {
      window.__socialRedirect = reply;
      if (reply.type === 'GET_SOCIAL_REDIRECT_URI_SUCCESS') window.__popup.location.href = reply.payload.uri;
    });
  });
</script>
<iframe id="secure" name="secure" width="480" height="320" src="${frameUrl}"></iframe>
${evilUrl ? `<iframe id="evil" src="${evilUrl}"></iframe>` : ''}
${lookalikeUrl ? `<iframe id="lookalike" src="${lookalikeUrl}"></iframe>` : ''}
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
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    if (url.pathname === '/evil.html') return response.end(evilPage);
    if (url.pathname !== '/parent.html') return response.end('');
    response.end(
      parentPage(
        url.searchParams.get('frame'),
        url.searchParams.get('evil'),
        url.searchParams.get('lookalike'),
      ),
    );
  });
  return {
    port: await listen(server, 0, '127.0.0.1'),
    stop: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}

/** The relay's control API: GET without a body, else POST. */
const farcasterControl = (path, body) =>
  fetch(
    `${farcaster.controlUrl}/${path}`,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
  ).then((response) => response.json());

const control = (path, body) =>
  fetch(`${site.controlUrl}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const lastMail = async () => (await (await fetch(`${site.controlUrl}/mail`)).json()).at(-1);

const frameUrl = () =>
  `${site.frameUrl}?projectId=p1&chainId=${CHAIN}&version=4&enableLogger=false`;

const parentOrigin = () => `http://localhost:${pages.port}`;

/**
 * A parent page on http://localhost:<port> (the frame is on 127.0.0.1), with an optional evil
 * frame on a third origin and an optional look-alike frame (a URL).
 */
/**
 * @param {{ evil?: boolean, lookalike?: string,
 *   waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' }} [options]
 */
async function openParent({ evil = false, lookalike, waitUntil = 'load' } = {}) {
  const page = await browser.newPage();
  const warnings = [];
  page.on('console', (message) => warnings.push(message.text()));
  let parent = `${parentOrigin()}/parent.html?frame=${encodeURIComponent(frameUrl())}`;
  // The third origin: 127.0.0.1 on the parent server's port (not the parent's, not the site's).
  if (evil) parent += `&evil=${encodeURIComponent(`http://127.0.0.1:${pages.port}/evil.html`)}`;
  if (lookalike) parent += `&lookalike=${encodeURIComponent(lookalike)}`;
  await page.goto(parent, { waitUntil });
  return { page, warnings };
}

const messages = (page) =>
  page.evaluate(() => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__messages);
const allMessages = (page) =>
  page.evaluate(() => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__all);
const request = (page, type, payload, target) =>
  page.evaluate(
    ([t, p, o]) =>
      /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request(t, p, o ?? undefined),
    [type, payload, target],
  );
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const secureFrame = (page, origin = site.origin) =>
  page.frames().find((candidate) => candidate.url().startsWith(`${origin}/frame.html`));

/** Polls `check` until it answers truthy; `ms` is a guard against a hang, not a wait. */
async function waitFor(check, ms = 120_000) {
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

/** A parent page (openParent's defaults) whose frame has said READY. */
async function openReadyParent() {
  const { page } = await openParent();
  await waitForReady(page);
  return page;
}

const mailTo = async (email) =>
  (await (await fetch(`${site.controlUrl}/mail`)).json())
    .filter((mail) => mail.to === email)
    .at(-1);
const otherCode = (code) => (code === '000000' ? '111111' : '000000');

/** Email login in the frame of `page` (a new device: the mailed link, then the code). */
async function login(page, email) {
  const started = await request(page, 'CONNECT_EMAIL', { email });
  assert.deepEqual(started.payload, { action: 'VERIFY_DEVICE' });
  const device = request(page, 'CONNECT_DEVICE', {});
  assert.equal((await fetch((await mailTo(email)).link)).status, 200);
  assert.deepEqual((await device).payload, { action: 'VERIFY_OTP' });
  const connected = await request(page, 'CONNECT_OTP', { otp: (await mailTo(email)).code });
  assert.equal(connected.type, 'CONNECT_OTP_SUCCESS');
  return connected.payload.token;
}

before(async () => {
  chain = await startAnvil({ port: 0 });
  oidc = await startOidcProviders({ log: () => {} });
  farcaster = await startFarcasterRelay({ rpcUrl: chain.url, log: () => {} });
  site = await startSecureSite({
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    oidc: { issuers: oidc.issuers },
    farcaster: { relayUrl: farcaster.url, rpcUrl: chain.url },
    log: () => {},
  });
  oidc.setRedirectUris(site.callbackUrls);
  pages = await startPages();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
after(async () => {
  await browser?.close();
  await pages?.stop();
  await site?.stop();
  await farcaster?.stop();
  await oidc?.stop();
  await chain?.stop();
});
beforeEach(async () => {
  await control('reset', {});
  await fetch(`${oidc.controlUrl}/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  await farcasterControl('reset', {});
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
    const device = page.evaluate(() =>
      /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('CONNECT_DEVICE', {}),
    );
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
    assert.match(token, /^v2\./);

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
        /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [m, a],
          chainId: c,
        }),
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
        /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [m, a],
          chainId: c,
        }),
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
      /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('GET_CHAIN_ID', {}),
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

test(
  'UPDATE_EMAIL: a code to the current address, then one to the new; GET_USER fields',
  LIMIT,
  async () => {
    const page = await openReadyParent();
    const email = 'update@example.test';
    const newEmail = 'updated@example.test';
    assert.deepEqual((await request(page, 'UPDATE_EMAIL', { email: newEmail })).payload, {
      message: 'Not connected to email or social',
    });
    await login(page, email);
    const user = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    assert.deepEqual(user, {
      email,
      address: user.address,
      chainId: CHAIN,
      accounts: [{ address: user.address, type: 'eoa' }],
      userName: null,
      socialProvider: null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    // chainId as a number is accepted, and answered in CAIP-2.
    assert.equal((await request(page, 'GET_USER', { chainId: 31337 })).payload.chainId, CHAIN);

    const same = await request(page, 'UPDATE_EMAIL', { email });
    assert.deepEqual(same, {
      id: same.id,
      type: 'UPDATE_EMAIL_ERROR',
      payload: { message: 'The new email is the same as the current one' },
    });
    assert.deepEqual((await request(page, 'UPDATE_EMAIL', { email: 'nope' })).payload, {
      message: 'Invalid email',
    });
    const started = await request(page, 'UPDATE_EMAIL', { email: newEmail });
    assert.equal(started.type, 'UPDATE_EMAIL_SUCCESS');
    assert.deepEqual(started.payload, { action: 'VERIFY_PRIMARY_OTP' });
    const primary = await mailTo(email);
    assert.equal(primary.subject, 'Confirm your Portico email change');
    const wrong = await request(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: otherCode(primary.code) });
    assert.deepEqual(wrong, {
      id: wrong.id,
      type: 'UPDATE_EMAIL_PRIMARY_OTP_ERROR',
      payload: { message: 'Invalid code' },
    });
    assert.deepEqual(
      (await request(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code })).payload,
      { action: 'VERIFY_SECONDARY_OTP' },
    );
    const secondary = await mailTo(newEmail);
    assert.equal(secondary.subject, 'Verify your new Portico email');
    const done = await request(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary.code });
    assert.equal(done.type, 'UPDATE_EMAIL_SECONDARY_OTP_SUCCESS');
    assert.deepEqual(done.payload, { newEmail });
    const after = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    assert.equal(after.email, newEmail);
    assert.equal(after.address, user.address);
    // Logging in again with the new address is a known user on a known device.
    assert.deepEqual((await request(page, 'CONNECT_EMAIL', { email: newEmail })).payload, {
      action: 'CONNECT',
    });
    await page.close();
  },
);

test(
  'SYNC_THEME, SYNC_DAPP_DATA in the prompt, and the unsafe methods the wallet cannot run',
  LIMIT,
  async () => {
    const page = await openReadyParent();
    await login(page, 'theme@example.test');
    const { address } = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    const frame = secureFrame(page);
    const theme = () => frame.evaluate(() => document.documentElement.dataset.theme ?? null);
    assert.equal(await theme(), null);

    const synced = await request(page, 'SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { accent: '#ff0000', unknown: 'ignored' },
      w3mThemeVariables: {},
    });
    assert.deepEqual([synced.type, synced.payload], ['SYNC_THEME_SUCCESS', {}]);
    assert.equal(await theme(), 'dark');
    assert.equal(
      await frame.evaluate(() => getComputedStyle(document.body).backgroundColor),
      'rgb(20, 20, 24)',
    );
    // The accent Approve wears once armed (until then it is greyed).
    const accent = () =>
      frame.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
      );
    assert.equal(await accent(), '#ff0000');
    for (const [payload, message] of [
      [['dark'], 'Invalid theme'],
      ['dark', 'Invalid theme'],
      [{ themeMode: 'blue' }, 'Invalid themeMode'],
      [{ themeMode: 'light', themeVariables: 'x' }, 'Invalid themeVariables'],
      // A colour that could fade Approve away under a decoy is refused, the theme kept.
      ...['transparent', 'rgba(0, 0, 0, 0)', '#0000', '#ff000080', 'hsla(0, 0%, 0%, 0.01)'].map(
        (accent) => [
          { themeMode: 'light', themeVariables: { accent } },
          'Invalid themeVariables.accent: an opaque colour is needed',
        ],
      ),
    ])
      assert.deepEqual((await request(page, 'SYNC_THEME', payload)).payload, { message });
    assert.equal(await theme(), 'dark');
    assert.equal(await accent(), '#ff0000');
    await request(page, 'SYNC_THEME', { themeVariables: { accent: 'rgba(0, 128, 0, 1)' } });
    assert.equal(await accent(), 'rgba(0, 128, 0, 1)');
    await request(page, 'SYNC_THEME', { themeMode: 'light' });
    assert.equal(await theme(), 'light');

    for (const [payload, message] of [
      [[], 'Invalid dapp data'],
      [{ metadata: [] }, 'Invalid metadata'],
      [{ metadata: { name: 5 } }, 'Invalid metadata.name'],
      [{ metadata: { name: 'A', icons: 'x' } }, 'Invalid metadata.icons'],
      [{ metadata: { name: 'A' }, projectId: 7 }, 'Invalid projectId'],
    ])
      assert.deepEqual((await request(page, 'SYNC_DAPP_DATA', payload)).payload, { message });
    const name = 'Demo <b>Shop</b>';
    const dapp = await request(page, 'SYNC_DAPP_DATA', {
      metadata: {
        name,
        description: '',
        url: 'https://shop.test',
        icons: ['https://shop.test/i.png'],
      },
      sdkVersion: 'react-portico-0.1.0',
      sdkType: 'portico',
      projectId: 'p1',
      extra: true,
    });
    assert.deepEqual([dapp.type, dapp.payload], ['SYNC_DAPP_DATA_SUCCESS', {}]);

    const signing = request(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [hexlify(toUtf8Bytes('hi')), address],
      chainId: CHAIN,
    });
    await waitFor(() => frame.isVisible('#approval'));
    // Who asks is the browser's word (the parent's origin); the name is only the page's claim.
    assert.equal(await frame.textContent('#approval-app'), `Requested by ${parentOrigin()}`);
    assert.equal(
      await frame.textContent('#approval-name'),
      `Calls itself “${name}” (not verified)`,
    );
    assert.equal(await frame.locator('#approval-name b').count(), 0);
    await frame.click('#reject');
    assert.equal((await signing).payload.code, 4001);

    // ERC-7715 permissions are a smart account's (smartSessions.test.mjs); this user is an EOA.
    for (const [method, message] of [
      ['wallet_grantPermissions', 'wallet_grantPermissions needs a smart account'],
      ['wallet_revokePermissions', 'wallet_revokePermissions needs a smart account'],
      ['eth_sendUserOperation', 'Method not supported by this wallet: eth_sendUserOperation'],
    ]) {
      const before = (await messages(page)).length;
      const refused = await request(page, 'RPC_REQUEST', {
        method,
        params: [{ calls: [{ to: address, value: '0x0' }] }],
        chainId: CHAIN,
      });
      assert.deepEqual(refused, {
        id: refused.id,
        type: 'RPC_REQUEST_ERROR',
        payload: { message, code: 4200 },
      });
      // No prompt was opened for it.
      assert.ok(!(await messages(page)).slice(before).some((m) => m.type === 'APPROVAL_REQUESTED'));
      assert.equal(await frame.isVisible('#approval'), false);
    }
    await page.close();
  },
);

test('wrongOrigin: the frame answers from the other loopback name', LIMIT, async () => {
  await control('faults', { wrongOrigin: true });
  const { page } = await openParent();
  const ready = await waitFor(async () =>
    (await allMessages(page)).find((entry) => entry.data?.type === 'READY'),
  );
  assert.equal(ready.origin, site.aliasOrigin);
  assert.equal(ready.fromFrame, true);
  assert.ok(secureFrame(page, site.aliasOrigin).url().includes('wrongOrigin=moved'));
  // Nothing came from the origin the page loaded.
  assert.deepEqual(await messages(page), []);
  // Sent to the expected origin, a request is dropped by the browser: no reply.
  const silent = await page.evaluate(() =>
    Promise.race([
      /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('GET_CHAIN_ID', {}),
      new Promise((resolve) => setTimeout(() => resolve('no reply'), 1_000)),
    ]),
  );
  assert.equal(silent, 'no reply');
  // Sent with target '*', it is answered, from the other origin.
  const answered = await request(page, 'GET_CHAIN_ID', {}, '*');
  assert.deepEqual(answered.payload, { chainId: CHAIN });
  const replies = (await allMessages(page)).filter((entry) => entry.data?.id === answered.id);
  assert.deepEqual(
    replies.map((entry) => [entry.origin, entry.fromFrame]),
    [[site.aliasOrigin, true]],
  );
  // Its backend calls, from the other name, are answered (the same site).
  assert.deepEqual((await request(page, 'IS_CONNECTED', { token: 'v1.forged' }, '*')).payload, {
    isConnected: false,
  });
  // The frame moved once (no loop): one READY only.
  await sleep(300);
  assert.equal((await allMessages(page)).filter((entry) => entry.data?.type === 'READY').length, 1);
  await page.close();
  await control('faults', { wrongOrigin: false });
});

test(
  'the look-alike page posts from the site origin, but not from the frame window',
  LIMIT,
  async () => {
    const { page } = await openParent({ lookalike: `${site.origin}/lookalike.html` });
    await waitForReady(page);
    const forged = await waitFor(async () => {
      const found = (await allMessages(page)).filter(
        (entry) => entry.data?.type === 'GET_USER_SUCCESS' && entry.origin === site.origin,
      );
      return found.length >= 20 ? found : null;
    });
    assert.ok(forged.every((entry) => !entry.fromFrame));
    assert.deepEqual(
      forged.find((entry) => entry.data.id === 'a-1').data.payload.address,
      '0x000000000000000000000000000000000000dEaD',
    );
    const types = new Set((await allMessages(page)).map((entry) => entry.data?.type));
    for (const type of [
      'READY',
      'APPROVAL_REQUESTED',
      'CONNECT_OTP_SUCCESS',
      'IS_CONNECTED_SUCCESS',
    ])
      assert.ok(types.has(type), type);
    // Same origin as the frame: only the window tells them apart. From the frame's window, one
    // READY and nothing forged.
    const fromFrame = (await allMessages(page)).filter((entry) => entry.fromFrame);
    assert.deepEqual(
      fromFrame.map((entry) => entry.data),
      [{ type: 'READY', payload: { version: '4' } }],
    );
    // The host's requests still get the real answers from the frame.
    assert.deepEqual((await request(page, 'GET_CHAIN_ID', {})).payload, { chainId: CHAIN });

    // As a popup opened on the other loopback name (?via=localhost): posts to the opener.
    assert.equal(
      await page.evaluate(
        (url) => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__openPopup(url),
        `${site.origin}/lookalike.html?via=localhost`,
      ),
      true,
    );
    const popup = await waitFor(async () =>
      (await allMessages(page)).find((entry) => entry.fromPopup && entry.data?.type === 'READY'),
    );
    assert.equal(popup.origin, site.aliasOrigin);
    assert.equal(popup.fromFrame, false);
    await page.close();
  },
);

/**
 * Clicks the host page's social button for `provider`: the popup (opened in the click) on the
 * provider's sign-in page, and the frame's GET_SOCIAL_REDIRECT_URI reply.
 */
async function openSocialPopup(page, provider) {
  await page.evaluate((name) => {
    /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__socialProvider = name;
  }, provider);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#social')]);
  await popup.waitForURL(new RegExp(`/${provider}/interaction/`), { timeout: 10_000 });
  const redirect = await page.evaluate(
    () => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__socialRedirect,
  );
  assert.equal(redirect.type, 'GET_SOCIAL_REDIRECT_URI_SUCCESS');
  return { popup, redirect: redirect.payload };
}

const socialResults = async (page) =>
  (await allMessages(page)).filter((entry) => entry.data?.type === 'SOCIAL_RESULT');

test(
  'social login in a popup: the callback posts SOCIAL_RESULT to the host, CONNECT_SOCIAL',
  LIMIT,
  async () => {
    const page = await openReadyParent();
    const { popup, redirect } = await openSocialPopup(page, 'google');
    assert.deepEqual(
      await popup.evaluate(() => [window.outerWidth, window.outerHeight]),
      [600, 800],
    );
    assert.equal(redirect.closedCheck, true);
    const uri = new URL(redirect.uri);
    assert.equal(`${uri.origin}${uri.pathname}`, `${oidc.issuers.google}/auth`);
    const query = Object.fromEntries(uri.searchParams);
    assert.deepEqual(
      {
        ...query,
        state: typeof query.state,
        nonce: typeof query.nonce,
        code_challenge: query.code_challenge.length,
      },
      {
        client_id: 'portico-secure-site',
        redirect_uri: `${site.origin}/oauth/callback`,
        response_type: 'code',
        scope: 'openid email profile',
        state: 'string',
        nonce: 'string',
        code_challenge: 43,
        code_challenge_method: 'S256',
        prompt: 'login',
      },
    );
    assert.notEqual(query.state, query.nonce);

    assert.equal(await popup.textContent('h1'), 'Sign in to Google');
    await popup.getByLabel('Username').fill('alice');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const [result] = await waitFor(async () => {
      const found = await socialResults(page);
      return found.length ? found : null;
    });
    // From the popup window, on the secure site's origin; the frame itself sent nothing.
    assert.equal(result.origin, site.origin);
    assert.equal(result.fromPopup, true);
    assert.equal(result.fromFrame, false);
    const callback = new URL(result.data.payload.uri);
    assert.equal(`${callback.origin}${callback.pathname}`, `${site.origin}/oauth/callback`);
    assert.equal(callback.searchParams.get('state'), query.state);
    assert.ok(callback.searchParams.get('code'));
    await closed;

    const connected = await request(page, 'CONNECT_SOCIAL', {
      uri: result.data.payload.uri,
      chainId: CHAIN,
      preferredAccountType: 'eoa',
      siwxMessage: null,
      rpcUrl: 'http://ignored.test',
    });
    assert.equal(connected.type, 'CONNECT_SOCIAL_SUCCESS', JSON.stringify(connected.payload));
    const { token, address } = connected.payload;
    assert.match(token, /^v2\./);
    assert.deepEqual(connected.payload, {
      token,
      email: 'alice@google.test',
      address,
      chainId: CHAIN,
      accounts: [{ address, type: 'eoa' }],
      userName: 'Alice',
      socialProvider: 'google',
      preferredAccountType: 'eoa',
    });
    const user = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    assert.deepEqual(
      [user.address, user.userName, user.socialProvider],
      [address, 'Alice', 'google'],
    );
    assert.deepEqual(
      (await request(page, 'RPC_REQUEST', { method: 'eth_accounts', params: [] })).payload,
      [address],
    );
    // The result is good once.
    assert.deepEqual(
      (await request(page, 'CONNECT_SOCIAL', { uri: result.data.payload.uri })).payload,
      {
        message: 'Invalid social result',
      },
    );
    // The page never saw the key.
    assert.deepEqual(
      await control('keyCheck', {
        email: 'google:alice',
        text: JSON.stringify(await allMessages(page)),
      }).then((r) => r.json()),
      { contains: false },
    );

    // After a reload the token restores the social session.
    await page.reload();
    await waitForReady(page);
    assert.deepEqual((await request(page, 'IS_CONNECTED', { token })).payload, {
      isConnected: true,
    });
    assert.equal((await request(page, 'GET_USER', {})).payload.socialProvider, 'google');
    await page.close();
  },
);

test(
  'COOP provider: the popup loses its opener, the result arrives as the frame’s SOCIAL_RESULT',
  LIMIT,
  async () => {
    const page = await openReadyParent();
    const { popup, redirect } = await openSocialPopup(page, 'apple');
    assert.equal(redirect.closedCheck, false);
    // The host sees the popup as closed as soon as it reached the provider; it is not.
    assert.equal(
      await waitFor(() =>
        page.evaluate(
          () => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__popup?.closed,
        ),
      ),
      true,
    );
    assert.equal(popup.isClosed(), false);
    assert.equal(await popup.evaluate(() => window.opener), null);
    assert.equal(await popup.textContent('h1'), 'Sign in to Apple');

    await popup.getByLabel('Username').fill('dana');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const [result] = await waitFor(async () => {
      const found = await socialResults(page);
      return found.length ? found : null;
    });
    // From the frame's window (it got the callback over BroadcastChannel), id-less.
    assert.equal(result.origin, site.origin);
    assert.equal(result.fromFrame, true);
    assert.equal(result.fromPopup, false);
    assert.equal(result.data.id, undefined);
    assert.match(result.data.payload.uri, new RegExp(`^${site.origin}/oauth/callback\\?code=`));
    await sleep(300);
    assert.equal((await socialResults(page)).length, 1, 'one result only');

    const connected = await request(page, 'CONNECT_SOCIAL', { uri: result.data.payload.uri });
    assert.equal(connected.type, 'CONNECT_SOCIAL_SUCCESS', JSON.stringify(connected.payload));
    assert.deepEqual(
      [connected.payload.email, connected.payload.userName, connected.payload.socialProvider],
      ['dana@apple.test', 'Dana', 'apple'],
    );
    if (!popup.isClosed()) await popup.close();
    await page.close();
  },
);

test('Deny: CONNECT_SOCIAL answers the provider’s description; bad requests', LIMIT, async () => {
  const page = await openReadyParent();
  const { popup } = await openSocialPopup(page, 'github');
  assert.equal(await popup.textContent('h1'), 'Sign in to GitHub');
  await popup.getByRole('button', { name: 'Deny' }).click();
  const [result] = await waitFor(async () => {
    const found = await socialResults(page);
    return found.length ? found : null;
  });
  assert.equal(result.fromPopup, true);
  const denied = await request(page, 'CONNECT_SOCIAL', { uri: result.data.payload.uri });
  assert.deepEqual(denied, {
    id: denied.id,
    type: 'CONNECT_SOCIAL_ERROR',
    payload: { message: 'The user denied the request', code: 'access_denied' },
  });
  assert.equal((await request(page, 'GET_USER', {})).type, 'GET_USER_ERROR');

  assert.deepEqual(
    (await request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' })).payload,
    {
      message: 'Unsupported social provider',
    },
  );
  // A state the frame did not make, another origin's callback, not a URL.
  const redirect = (await request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'x' })).payload;
  const state = new URL(redirect.uri).searchParams.get('state');
  for (const uri of [
    `${site.origin}/oauth/callback?code=abc&state=unknown-state-value`,
    `${site.aliasOrigin}/oauth/callback?code=abc&state=${state}`,
    `${site.origin}/elsewhere?code=abc&state=${state}`,
    'not a url',
  ])
    assert.deepEqual((await request(page, 'CONNECT_SOCIAL', { uri })).payload, {
      message: 'Invalid social result',
    });
  await page.close();
});

/** GET_FARCASTER_URI in the frame of `page` → the sign-in URL and its channel token. */
/** Resolves once the relay has answered `reads` status polls for the channel of `channelToken`. */
const polled = (channelToken, reads = 1) =>
  waitFor(async () => {
    const { channels } = await farcasterControl('status');
    const channel = channels.find((candidate) => candidate.channelToken === channelToken);
    return (channel?.statusReads ?? 0) >= reads;
  });

async function farcasterUri(page) {
  const reply = await request(page, 'GET_FARCASTER_URI', {});
  assert.equal(reply.type, 'GET_FARCASTER_URI_SUCCESS', JSON.stringify(reply.payload));
  assert.deepEqual(Object.keys(reply.payload), ['url']);
  const url = new URL(reply.payload.url);
  assert.equal(`${url.origin}${url.pathname}`, `${farcaster.url}/siwf`);
  return { url: reply.payload.url, channelToken: url.searchParams.get('channelToken') };
}

const startConnectFarcaster = (page, payload = {}) =>
  page.evaluate((p) => {
    /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__farcaster = null;
    /** @type {HostWindow} */ (/** @type {unknown} */ (window))
      .__request('CONNECT_FARCASTER', p)
      .then((reply) => {
        /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__farcaster = reply;
      });
  }, payload);
const farcasterReply = (page) =>
  waitFor(() =>
    page.evaluate(() => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__farcaster),
  );

test(
  'Farcaster: GET_FARCASTER_URI, approved through the relay control API, CONNECT_FARCASTER',
  LIMIT,
  async () => {
    const page = await openReadyParent();
    const { channelToken } = await farcasterUri(page);
    const [channel] = (await farcasterControl('status')).channels;
    // The channel names the host page: its host and origin.
    assert.equal(channel.domain, new URL(parentOrigin()).host);
    assert.equal(channel.siweUri, parentOrigin());
    await startConnectFarcaster(page);
    await polled(channelToken, 3); // a few polls while pending
    assert.equal(
      await page.evaluate(
        () => /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__farcaster,
      ),
      null,
    );
    const approved = await farcasterControl('approve', { channelToken, username: 'alice' });
    assert.equal(approved.status, 'approved');
    const connected = await farcasterReply(page);
    assert.equal(connected.type, 'CONNECT_FARCASTER_SUCCESS', JSON.stringify(connected.payload));
    const { token, address } = connected.payload;
    assert.match(token, /^v2\./);
    assert.deepEqual(connected.payload, {
      token,
      email: null,
      address,
      chainId: CHAIN,
      accounts: [{ address, type: 'eoa' }],
      userName: 'alice',
      socialProvider: 'farcaster',
      preferredAccountType: 'eoa',
    });
    assert.notEqual(address, farcaster.users[0].custody);
    const user = (await request(page, 'GET_USER', { chainId: CHAIN })).payload;
    assert.deepEqual(user, {
      email: null,
      address,
      chainId: CHAIN,
      accounts: [{ address, type: 'eoa' }],
      userName: 'alice',
      socialProvider: 'farcaster',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    // The session signs as after any login (Approve clicked in the frame).
    const signing = page.evaluate(
      ([m, a, c]) =>
        /** @type {HostWindow} */ (/** @type {unknown} */ (window)).__request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [m, a],
          chainId: c,
        }),
      [hexlify(toUtf8Bytes('gm')), address, CHAIN],
    );
    await waitFor(async () => (await messages(page)).some((m) => m.type === 'APPROVAL_REQUESTED'));
    await secureFrame(page).click('#approve');
    assert.equal(verifyMessage('gm', (await signing).payload), address);
    // The page saw no key, and the token restores the session after a reload.
    const seen = JSON.stringify(await allMessages(page));
    const check = await control('keyCheck', { email: 'farcaster:1001', text: seen });
    assert.deepEqual(await check.json(), { contains: false });
    await page.reload();
    await waitForReady(page);
    assert.deepEqual((await request(page, 'IS_CONNECTED', { token })).payload, {
      isConnected: true,
    });
    assert.equal((await request(page, 'GET_USER', {})).payload.userName, 'alice');
    await page.close();
  },
);

test('Farcaster: approved on the sign-in page in another tab', LIMIT, async () => {
  const page = await openReadyParent();
  const { url } = await farcasterUri(page);
  await startConnectFarcaster(page, { chainId: 31337 });
  const app = await browser.newPage();
  await app.goto(url);
  assert.equal(await app.textContent('h1'), `Sign in to ${new URL(parentOrigin()).host}`);
  await app.check('input[value="bob"]');
  await app.click('#approve');
  const connected = await farcasterReply(page);
  assert.equal(connected.type, 'CONNECT_FARCASTER_SUCCESS', JSON.stringify(connected.payload));
  assert.equal(connected.payload.userName, 'bob');
  assert.equal(connected.payload.chainId, CHAIN);
  assert.match(await app.textContent('#result'), /as @bob/);
  await app.close();
  await page.close();
});

test('Farcaster: deny, SIGN_OUT and a new channel end the wait', LIMIT, async () => {
  const page = await openReadyParent();
  const failed = (code) => ({ message: 'Failed to connect to farcaster', code });

  assert.deepEqual((await request(page, 'CONNECT_FARCASTER', {})).payload, failed('no_channel'));

  const denied = await farcasterUri(page);
  await startConnectFarcaster(page);
  await farcasterControl('deny', { channelToken: denied.channelToken });
  const deniedReply = await farcasterReply(page);
  assert.equal(deniedReply.type, 'CONNECT_FARCASTER_ERROR');
  assert.deepEqual(deniedReply.payload, failed('denied'));
  assert.equal((await request(page, 'GET_USER', {})).type, 'GET_USER_ERROR');

  const signedOut = await farcasterUri(page);
  await startConnectFarcaster(page);
  await polled(signedOut.channelToken); // the wait is under way
  assert.deepEqual((await request(page, 'SIGN_OUT', {})).payload, {});
  assert.deepEqual((await farcasterReply(page)).payload, failed('cancelled'));

  const replaced = await farcasterUri(page);
  await startConnectFarcaster(page);
  await polled(replaced.channelToken);
  const next = await farcasterUri(page);
  assert.notEqual(next.channelToken, replaced.channelToken);
  assert.deepEqual((await farcasterReply(page)).payload, failed('cancelled'));

  // The relay's clock passes the channel's 5 minutes: expired.
  await startConnectFarcaster(page);
  await farcasterControl('clock', { advanceMs: 5 * 60_000 });
  assert.deepEqual((await farcasterReply(page)).payload, failed('expired'));
  await page.close();
});
