/**
 * The secure site's backend over HTTP, against a real anvil: codes by real mail, tries,
 * expiry, resend cooldown, the device link, keys kept server-side, signing, a transaction,
 * sealed sessions, the email change, the unsafe methods it cannot carry out, its pages and
 * the CLI; social login against the real local OpenID Connect providers (test/stack/oidc/):
 * the token exchange and the id token's checks (nonce, issuer), Deny, single-use states, the
 * callback page. Run: `node --test test/stack/secure-site/`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, beforeEach, test } from 'node:test';
import {
  JsonRpcProvider,
  Transaction,
  hexlify,
  parseEther,
  toUtf8Bytes,
  verifyMessage,
} from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { base64url, fetchLogin, pkcePair } from '../oidc/fetchLogin.mjs';
import { startOidcProviders } from '../oidc/startOidcProviders.mjs';
import { listen } from '../listen.mjs';
import { startSecureSite } from './startSecureSite.mjs';

const CHAIN = 'eip155:31337';
const LIMIT = { timeout: 30_000 };
let chain;
let oidc;
let site;
const responses = [];
const PAGE = 'http://localhost:5173';

/**
 * @param {string} path
 * @param {unknown} body
 * @param {{ token?: string, method?: string }} [options]
 */
async function call(path, body, { token, method = 'POST' } = {}) {
  const response = await fetch(`${site.origin}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      // As the frame sends it: a browser's POST always carries its Origin.
      Origin: site.origin,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  responses.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const control = (path, body) =>
  call(`/__control/${path}`, body, { method: body === undefined ? 'GET' : 'POST' });
const inbox = async () => (await call('/__control/mail', undefined, { method: 'GET' })).body;
const lastMailTo = async (email) => (await inbox()).filter((mail) => mail.to === email).at(-1);
const newDevice = () => randomBytes(16).toString('base64url');

async function approveDevice(email, deviceId) {
  assert.equal((await call('/api/email/start', { email, deviceId })).body.action, 'VERIFY_DEVICE');
  const mail = await lastMailTo(email);
  assert.match(mail.link, /\/api\/device\/approve\?nonce=/);
  const opened = await fetch(mail.link);
  assert.equal(opened.status, 200);
}

/** A user signed in on a fresh device: { email, deviceId, token }. */
async function signIn(email = `u${randomBytes(4).toString('hex')}@example.test`) {
  const deviceId = newDevice();
  await approveDevice(email, deviceId);
  assert.equal((await call('/api/email/start', { email, deviceId })).body.action, 'VERIFY_OTP');
  const { code } = await lastMailTo(email);
  const verified = await call('/api/email/verify', { email, deviceId, otp: code });
  assert.equal(verified.status, 200);
  return { email, deviceId, token: verified.body.token };
}

/** The social login's callback URIs of a site, on both loopback names. */
const callbacks = (of) => [of.origin, of.aliasOrigin].map((o) => `${o}/oauth/callback`);

before(async () => {
  chain = await startAnvil({ port: 0 });
  oidc = await startOidcProviders({ log: () => {} });
  site = await startSecureSite({
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    oidc: { issuers: oidc.issuers },
    log: () => {},
  });
  oidc.setRedirectUris(callbacks(site));
});
after(async () => {
  await site?.stop();
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
});

const randomText = () => base64url(randomBytes(18));

/**
 * The frame's part of a social login, by hand: the state registered, the provider's page
 * passed with fetch (sign in as `username`, or Deny), the callback told to the backend.
 * → { state, nonce, verifier, code, callbackUrl, started, told }
 */
async function socialLogin(
  provider,
  { username = 'alice', deny = false, on = site, withoutIss = false } = {},
) {
  const state = randomText();
  const nonce = randomText();
  const { verifier, challenge } = pkcePair();
  const request = (path, body) =>
    fetch(`${on.origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: on.origin },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  const started = await request('/api/social/start', { state, provider, parentOrigin: PAGE });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const redirectUri = `${on.origin}/oauth/callback`;
  const authorize = new URL(started.body.authorizationEndpoint);
  for (const [key, value] of Object.entries({
    client_id: started.body.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  }))
    authorize.searchParams.set(key, value);
  const { callbackUrl } = await fetchLogin(authorize.href, { redirectUri, username, deny });
  assert.equal(callbackUrl.searchParams.get('state'), state);
  // withoutIss: as from a provider that does not name itself in its answer (RFC 9207).
  if (withoutIss) callbackUrl.searchParams.delete('iss');
  const told = await request('/api/social/callback', Object.fromEntries(callbackUrl.searchParams));
  return {
    state,
    nonce,
    verifier,
    code: callbackUrl.searchParams.get('code'),
    callbackUrl,
    started: started.body,
    told,
    request,
  };
}

const connectSocial = (flow, overrides = {}) =>
  call('/api/social/connect', {
    state: flow.state,
    code: flow.code,
    codeVerifier: flow.verifier,
    nonce: flow.nonce,
    deviceId: newDevice(),
    ...overrides,
  });

test(
  'a code arrives by mail; a wrong code is refused, the right one gives a session',
  LIMIT,
  async () => {
    const email = 'alice@example.test';
    const deviceId = newDevice();
    await approveDevice(email, deviceId);
    assert.deepEqual((await call('/api/device/status', { email, deviceId })).body, {
      approved: true,
    });
    assert.equal((await call('/api/email/start', { email, deviceId })).body.action, 'VERIFY_OTP');
    const mail = await lastMailTo(email);
    assert.match(mail.code, /^\d{6}$/);
    assert.equal(mail.subject, 'Your Portico login code');
    const wrong = mail.code === '000000' ? '111111' : '000000';
    const refused = await call('/api/email/verify', { email, deviceId, otp: wrong });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.triesLeft, 4);
    const accepted = await call('/api/email/verify', { email, deviceId, otp: mail.code });
    assert.equal(accepted.status, 200);
    assert.match(accepted.body.token, /^v2\./);
    // A token of the earlier format (issued before approvals were armed) opens nothing.
    const earlier = `v1.${accepted.body.token.slice(3)}`;
    assert.deepEqual((await call('/api/session', { token: earlier })).body, { isConnected: false });
    // A code is good once.
    assert.equal(
      (await call('/api/email/verify', { email, deviceId, otp: mail.code })).status,
      400,
    );
  },
);

test('an unapproved device cannot use a code, and the device link works once', LIMIT, async () => {
  const email = 'bob@example.test';
  const deviceId = newDevice();
  assert.equal((await call('/api/email/start', { email, deviceId })).body.action, 'VERIFY_DEVICE');
  assert.deepEqual((await call('/api/device/status', { email, deviceId })).body, {
    approved: false,
  });
  const { link } = await lastMailTo(email);
  assert.equal((await fetch(link)).status, 200);
  assert.equal((await fetch(link)).status, 404);
  assert.deepEqual((await call('/api/device/status', { email, deviceId })).body, {
    approved: true,
  });
  // Another device of the same user still needs its own approval.
  const other = newDevice();
  assert.equal(
    (await call('/api/email/start', { email, deviceId: other })).body.action,
    'VERIFY_DEVICE',
  );
});

test('five wrong tries use the code up', LIMIT, async () => {
  const email = 'carol@example.test';
  const deviceId = newDevice();
  await approveDevice(email, deviceId);
  await call('/api/email/start', { email, deviceId });
  const { code } = await lastMailTo(email);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let left = 4; left >= 0; left -= 1) {
    const refused = await call('/api/email/verify', { email, deviceId, otp: wrong });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.triesLeft, left);
  }
  const blocked = await call('/api/email/verify', { email, deviceId, otp: code });
  assert.equal(blocked.status, 429);
});

test('a code expires after 10 minutes, and a new one waits 30 s', LIMIT, async () => {
  const email = 'dave@example.test';
  const deviceId = newDevice();
  await approveDevice(email, deviceId);
  assert.equal((await call('/api/email/start', { email, deviceId })).status, 200);
  const { code } = await lastMailTo(email);
  const again = await call('/api/email/start', { email, deviceId });
  assert.equal(again.status, 429);
  assert.ok(again.body.retryAfterMs > 25_000 && again.body.retryAfterMs <= 30_000);
  await control('clock', { advanceMs: 30_001 });
  assert.equal((await call('/api/email/start', { email, deviceId })).status, 200);
  const second = await lastMailTo(email);
  // The first code was replaced by the second.
  if (second.code !== code)
    assert.equal((await call('/api/email/verify', { email, deviceId, otp: code })).status, 401);
  await control('clock', { advanceMs: 10 * 60_000 + 1 });
  const expired = await call('/api/email/verify', { email, deviceId, otp: second.code });
  assert.equal(expired.status, 410);
});

test(
  'sealed tokens: round trip, tamper, expiry and expireSessions are refused',
  LIMIT,
  async () => {
    const { email, token } = await signIn();
    assert.deepEqual((await call('/api/session', { token })).body.isConnected, true);
    const user = await call('/api/user', { chainId: CHAIN }, { token });
    assert.equal(user.body.email, email);
    assert.deepEqual(user.body.accounts, [{ address: user.body.address, type: 'eoa' }]);
    // Flip one bit in the ciphertext and in the tag.
    const raw = Buffer.from(token.slice(3), 'base64url');
    for (const index of [20, raw.length - 1]) {
      const bent = Buffer.from(raw);
      bent[index] ^= 1;
      const tampered = `v1.${bent.toString('base64url')}`;
      assert.deepEqual((await call('/api/session', { token: tampered })).body, {
        isConnected: false,
      });
      assert.equal((await call('/api/user', { chainId: CHAIN }, { token: tampered })).status, 401);
    }
    assert.deepEqual((await call('/api/session', { token: 'garbage' })).body, {
      isConnected: false,
    });
    await control('clock', { advanceMs: 24 * 60 * 60_000 + 1 });
    assert.deepEqual((await call('/api/session', { token })).body, { isConnected: false });
    const fresh = await signIn(email);
    assert.equal((await call('/api/session', { token: fresh.token })).body.isConnected, true);
    await control('expireSessions', {});
    assert.deepEqual((await call('/api/session', { token: fresh.token })).body, {
      isConnected: false,
    });
  },
);

test(
  'safe reads answer; unknown methods are refused; the key is never in an answer',
  LIMIT,
  async () => {
    const { email, token } = await signIn();
    const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    const rpc = (method, params = []) =>
      call('/api/rpc', { method, params, chainId: CHAIN }, { token });
    assert.deepEqual((await rpc('eth_accounts')).body, { result: [address] });
    assert.deepEqual((await rpc('eth_chainId')).body, { result: '0x7a69' });
    assert.equal((await rpc('eth_getBalance', [address, 'latest'])).body.result, '0x0');
    assert.match((await rpc('eth_blockNumber')).body.result, /^0x/);
    const assets = (await rpc('wallet_getAssets', [{ account: address }])).body.result;
    assert.equal(assets['0x7a69'][0].balance, '0x0');
    const refused = await rpc('eth_sign', [address, '0x00']);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, 'Requested RPC call is not allowed');
    assert.equal((await rpc('personal_sign', ['0x00', address])).status, 403);
    const key = site.debugKeyOf(email);
    assert.match(key, /^0x[0-9a-f]{64}$/);
    for (const text of responses) assert.ok(!text.toLowerCase().includes(key.slice(2)));
    // Every user has a key of its own.
    const other = await signIn();
    const otherUser = (await call('/api/user', { chainId: CHAIN }, { token: other.token })).body;
    assert.notEqual(otherUser.address, address);
  },
);

test(
  'personal_sign after approval verifies against the user address; reject is 4001',
  LIMIT,
  async () => {
    const { token } = await signIn();
    const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    const message = 'Sign in to Portico';
    const params = [hexlify(toUtf8Bytes(message)), address];
    const approval = await call(
      '/api/approval',
      { method: 'personal_sign', params, chainId: CHAIN },
      { token },
    );
    assert.deepEqual(approval.body.display, {
      kind: 'message',
      title: 'Sign this message',
      chainId: CHAIN,
      rows: [],
      text: message,
      warnings: [],
    });
    const decided = await call(
      '/api/approval/decide',
      { approvalId: approval.body.approvalId, approve: true },
      { token },
    );
    assert.equal(verifyMessage(message, decided.body.result), address);
    const second = await call(
      '/api/approval',
      { method: 'personal_sign', params, chainId: CHAIN },
      { token },
    );
    const rejected = await call(
      '/api/approval/decide',
      { approvalId: second.body.approvalId, approve: false },
      { token },
    );
    assert.deepEqual(rejected.body, { message: 'User rejected the request', code: 4001 });
    // Another user's token cannot decide this user's approval.
    const third = await call(
      '/api/approval',
      { method: 'personal_sign', params, chainId: CHAIN },
      { token },
    );
    const stranger = await signIn();
    const stolen = await call(
      '/api/approval/decide',
      { approvalId: third.body.approvalId, approve: true },
      { token: stranger.token },
    );
    assert.equal(stolen.status, 404);
  },
);

test(
  'at most five approvals wait per user; one left behind expires and stops counting',
  LIMIT,
  async () => {
    const { token } = await signIn();
    const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    const ask = () =>
      call(
        '/api/approval',
        {
          method: 'personal_sign',
          params: [hexlify(toUtf8Bytes('flood')), address],
          chainId: CHAIN,
        },
        { token },
      );
    const waiting = [];
    for (let i = 0; i < 5; i += 1) waiting.push((await ask()).body.approvalId);
    assert.deepEqual(await ask(), {
      status: 429,
      body: { message: 'Too many requests are waiting for approval' },
    });
    // Another user's queue is their own.
    const other = await signIn();
    const { address: otherAddress } = (await call('/api/user', { chainId: CHAIN }, other)).body;
    const theirs = await call(
      '/api/approval',
      { method: 'personal_sign', params: ['0x00', otherAddress], chainId: CHAIN },
      other,
    );
    assert.equal(theirs.status, 200);
    // Deciding one frees its place.
    await call('/api/approval/decide', { approvalId: waiting.shift(), approve: false }, { token });
    waiting.push((await ask()).body.approvalId);
    assert.equal((await ask()).status, 429);
    // Left behind (a frame closed) for ten minutes: expired, refused, and no longer counted.
    await control('clock', { advanceMs: 10 * 60_000 });
    assert.deepEqual(
      await call('/api/approval/decide', { approvalId: waiting[0], approve: true }, { token }),
      { status: 410, body: { message: 'This request expired before it was approved' } },
    );
    assert.equal((await ask()).status, 200);
  },
);

test('eth_sendTransaction is signed and sent to anvil by the site', LIMIT, async () => {
  const { token } = await signIn();
  const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
  const provider = new JsonRpcProvider(chain.url, 31337, { staticNetwork: true, cacheTimeout: -1 });
  // Funded by anvil_setBalance: dev accounts 0-4 send nothing.
  await provider.send('anvil_setBalance', [address, '0x' + parseEther('2').toString(16)]);
  const to = '0x000000000000000000000000000000000000dEaD';
  const params = [{ from: address, to, value: '0x' + parseEther('0.5').toString(16) }];
  const approval = await call(
    '/api/approval',
    { method: 'eth_sendTransaction', params, chainId: CHAIN },
    { token },
  );
  assert.deepEqual(approval.body.display.rows, [
    { label: 'To', value: to },
    { label: 'Value', value: '0.5 ETH' },
  ]);
  assert.deepEqual(approval.body.display.warnings, []);
  const decided = await call(
    '/api/approval/decide',
    { approvalId: approval.body.approvalId, approve: true },
    { token },
  );
  assert.equal(decided.status, 200, JSON.stringify(decided.body));
  const receipt = await provider.waitForTransaction(decided.body.result, 1, 10_000);
  assert.equal(receipt?.status, 1);
  assert.equal(receipt?.from, address);
  assert.equal((await provider.getBalance(to)) >= parseEther('0.5'), true);
  const tx = await provider.getTransaction(decided.body.result);
  assert.equal(Transaction.from(tx ?? undefined).from, address);
  provider.destroy();
});

test('an ERC-20 transfer is decoded for the prompt', LIMIT, async () => {
  const { token } = await signIn();
  const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
  const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
  const data =
    '0xa9059cbb' +
    recipient.slice(2).toLowerCase().padStart(64, '0') +
    1234n.toString(16).padStart(64, '0');
  const token20 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const params = [{ from: address, to: token20, value: '0x0', data }];
  const approval = await call(
    '/api/approval',
    { method: 'eth_sendTransaction', params, chainId: CHAIN },
    { token },
  );
  assert.deepEqual(approval.body.display.rows, [
    { label: 'To', value: token20 },
    { label: 'Value', value: '0.0 ETH' },
    { label: 'Action', value: 'Token transfer' },
    { label: 'Token', value: token20 },
    { label: 'Recipient', value: recipient },
    { label: 'Amount', value: '1234 (base units)' },
  ]);
  assert.equal(approval.body.display.chainId, CHAIN);
});

test('the backend refuses other origins and mail outages are reported', LIMIT, async () => {
  const refused = await fetch(`${site.origin}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:1' },
    body: '{}',
  });
  assert.equal(refused.status, 403);
  // Without an Origin (no browser sends a POST without one): refused too.
  const bare = await fetch(`${site.origin}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  assert.deepEqual(
    [bare.status, await bare.json()],
    [403, { message: 'Cross-origin requests are not allowed' }],
  );
  const plain = await fetch(`${site.origin}/api/session`, {
    method: 'POST',
    headers: { Origin: site.origin },
    body: '{}',
  });
  assert.equal(plain.status, 415);
  await control('faults', { mailDown: true });
  const down = await call('/api/email/start', {
    email: 'erin@example.test',
    deviceId: newDevice(),
  });
  assert.equal(down.status, 503);
  assert.equal((await inbox()).length, 0);
});

test(
  'email change: a code to the current address, then one to the new; same user and address',
  LIMIT,
  async () => {
    const { email, deviceId, token } = await signIn();
    const key = site.debugKeyOf(email);
    const before = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    assert.equal(before.userName, null);
    assert.equal(before.preferredAccountType, 'eoa');
    /** @type {(path: string, body: unknown, options?: { token?: string }) => ReturnType<typeof call>} */
    const update = (path, body, options = { token }) =>
      call(`/api/email/update${path}`, body, options);
    const newEmail = `new-${email}`;

    const anonymous = await update('', { email: newEmail }, {});
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.message, 'Not connected to email or social');
    assert.deepEqual((await update('', { email: 'not an email' })).body, {
      message: 'Invalid email',
    });
    assert.deepEqual((await update('', { email: email.toUpperCase() })).body, {
      message: 'The new email is the same as the current one',
    });
    const other = await signIn();
    const taken = await update('', { email: other.email });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message, 'This email is already used by another account');
    // No step may be skipped.
    assert.equal((await update('/primary', { otp: '123456' })).status, 400);
    assert.equal((await update('/secondary', { otp: '123456' })).status, 400);

    assert.deepEqual((await update('', { email: newEmail })).body, {
      action: 'VERIFY_PRIMARY_OTP',
    });
    const first = await lastMailTo(email);
    assert.equal(first.subject, 'Confirm your Portico email change');
    assert.match(first.code, /^\d{6}$/);
    assert.match(first.text, new RegExp(newEmail));
    assert.equal((await lastMailTo(newEmail)) ?? null, null);
    // The 30 s rule, per address: a second start at once waits.
    assert.equal((await update('', { email: newEmail })).status, 429);
    // A login code is not an update code, and a wrong code counts a try.
    assert.equal((await call('/api/email/start', { email, deviceId })).body.action, 'VERIFY_OTP');
    const login = await lastMailTo(email);
    assert.equal(login.subject, 'Your Portico login code');
    const notThis = first.code === '000000' ? '111111' : '000000';
    const wrong = await update('/primary', {
      otp: login.code === first.code ? notThis : login.code,
    });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, { message: 'Invalid code', triesLeft: 4 });
    assert.deepEqual((await update('/primary', { otp: first.code })).body, {
      action: 'VERIFY_SECONDARY_OTP',
    });
    const second = await lastMailTo(newEmail);
    assert.equal(second.subject, 'Verify your new Portico email');
    assert.match(second.code, /^\d{6}$/);
    // The first code is used up.
    assert.equal((await update('/primary', { otp: first.code })).status, 400);
    const wrongNew = second.code === '000000' ? '111111' : '000000';
    assert.equal((await update('/secondary', { otp: wrongNew })).status, 401);
    assert.deepEqual((await update('/secondary', { otp: second.code })).body, { newEmail });

    const after = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    assert.equal(after.email, newEmail);
    assert.equal(after.address, before.address);
    assert.equal(site.debugKeyOf(newEmail), key);
    assert.equal(site.debugKeyOf(email), undefined);
    assert.equal((await call('/api/session', { token })).body.email, newEmail);
    // The new address logs in to the same user, on the device already approved.
    assert.equal(
      (await call('/api/email/start', { email: newEmail, deviceId })).body.action,
      'VERIFY_OTP',
    );
    // The old address is free again: a login there is a new user with another key.
    const again = await signIn(email);
    const otherUser = (await call('/api/user', { chainId: CHAIN }, { token: again.token })).body;
    assert.notEqual(otherUser.address, before.address);
  },
);

test(
  'the unsafe methods this wallet cannot carry out are refused clearly (4200)',
  LIMIT,
  async () => {
    const { token } = await signIn();
    const { address } = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    for (const [method, message] of [
      // ERC-7715 smart sessions are a smart account's (smartSessions.test.mjs); this is an EOA.
      ['wallet_grantPermissions', 'wallet_grantPermissions needs a smart account'],
      ['wallet_revokePermissions', 'wallet_revokePermissions needs a smart account'],
      ['eth_sendUserOperation', 'Method not supported by this wallet: eth_sendUserOperation'],
    ]) {
      const params = [{ from: address, calls: [{ to: address, value: '0x0' }] }];
      const refused = await call('/api/approval', { method, params, chainId: CHAIN }, { token });
      assert.equal(refused.status, 400, method);
      assert.deepEqual(refused.body, { message, code: 4200 });
      // They are unsafe: never answered as reads.
      assert.equal(
        (await call('/api/rpc', { method, params, chainId: CHAIN }, { token })).status,
        403,
      );
    }
    const other = await call(
      '/api/approval',
      { method: 'eth_sign', params: [], chainId: CHAIN },
      { token },
    );
    assert.deepEqual(other.body, { message: 'Requested RPC call is not allowed' });
    assert.deepEqual((await control('status')).body.counts.approvals, 0);
  },
);

test('pages: the frame, the look-alike page and the inbox, each under its CSP', LIMIT, async () => {
  await control('faults', { wrongOrigin: true });
  const frame = await fetch(site.frameUrl);
  assert.match(frame.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  const framePage = await frame.text();
  assert.match(framePage, /<meta name="portico-faults" content="wrongOrigin">/);
  assert.match(framePage, /<script src="\/approvalPrompt.js" defer><\/script>/);
  const lookalike = await fetch(`${site.origin}/lookalike.html`);
  assert.equal(lookalike.status, 200);
  assert.match(
    lookalike.headers.get('content-security-policy') ?? '',
    /frame-ancestors http:\/\/127/,
  );
  assert.match(await lookalike.text(), /<script src="\/lookalike.js" defer>/);
  assert.equal((await fetch(`${site.origin}/lookalike.js`)).status, 200);

  const { email } = await signIn();
  const { code } = await lastMailTo(email);
  const inbox = await fetch(site.mailUrl);
  assert.equal(inbox.status, 200);
  const csp = inbox.headers.get('content-security-policy');
  assert.match(csp ?? '', /default-src 'none'/);
  assert.doesNotMatch(csp ?? '', /script-src/);
  const html = await inbox.text();
  assert.doesNotMatch(html, /<script/i);
  assert.ok(html.includes(`<strong>${code}</strong>`));
  assert.ok(html.includes(email));
  assert.match(html, /<a href="http:\/\/127\.0\.0\.1:\d+\/api\/device\/approve\?nonce=/);
});

test(
  'the other loopback name is the same site; other origins are still refused',
  LIMIT,
  async () => {
    assert.equal(site.url, site.origin);
    assert.equal(site.aliasOrigin, site.origin.replace('127.0.0.1', 'localhost'));
    const from = async (origin) =>
      (
        await fetch(`${site.origin}/api/session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: '{}',
        })
      ).status;
    assert.equal(await from(site.origin), 200);
    assert.equal(await from(site.aliasOrigin), 200);
    assert.equal(await from(site.origin.replace(/:\d+$/, ':1')), 403);
    assert.equal(await from('http://localhost:1'), 403);
  },
);

test('cli.mjs prints the frame URL and the inbox', LIMIT, async () => {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./cli.mjs', import.meta.url)), '--port', '0', '--exit-with-stdin'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const [line] = await once(createInterface({ input: child.stdout }), 'line');
    const described = JSON.parse(line);
    assert.equal(described.url, described.origin);
    assert.equal(described.frameUrl, `${described.origin}/frame.html`);
    assert.equal(described.mailUrl, `${described.origin}/mail`);
    assert.equal(described.controlUrl, `${described.origin}/__control`);
    assert.match(await (await fetch(described.mailUrl)).text(), /No mail yet/);
  } finally {
    child.stdin.end();
    if (child.exitCode === null) await once(child, 'exit');
  }
});

test('keyCheck tells whether a text holds a user’s key, without giving it', LIMIT, async () => {
  const email = 'keys@example.test';
  await approveDevice(email, newDevice());
  const key = site.debugKeyOf(email);
  assert.match(key, /^0x[0-9a-f]{64}$/);
  const ask = (text) => control('keyCheck', { email, text });
  assert.deepEqual((await ask(`noise ${key.slice(2).toUpperCase()} noise`)).body, {
    contains: true,
  });
  assert.deepEqual((await ask('0x' + '1'.repeat(64))).body, { contains: false });
});

test(
  'social login: the code redeemed with PKCE, the id token verified, a user per provider:sub',
  LIMIT,
  async () => {
    const flow = await socialLogin('google');
    assert.deepEqual(flow.started, {
      authorizationEndpoint: `${oidc.issuers.google}/auth`,
      clientId: 'portico-secure-site',
      closedCheck: true,
    });
    assert.deepEqual(flow.told, { status: 200, body: { parentOrigin: PAGE } });
    const connected = await connectSocial(flow);
    assert.equal(connected.status, 200, JSON.stringify(connected.body));
    const { token, address } = connected.body;
    assert.match(token, /^v2\./);
    assert.deepEqual(connected.body, {
      token,
      expiresAt: connected.body.expiresAt,
      email: 'alice@google.test',
      address,
      userName: 'Alice',
      socialProvider: 'google',
    });
    const user = (await call('/api/user', { chainId: CHAIN }, { token })).body;
    assert.deepEqual(user, {
      email: 'alice@google.test',
      address,
      chainId: CHAIN,
      accounts: [{ address, type: 'eoa' }],
      userName: 'Alice',
      socialProvider: 'google',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    assert.equal((await call('/api/session', { token })).body.isConnected, true);
    // The key stays on the server: no answer carried it.
    const key = site.debugKeyOf('google:alice');
    assert.match(key, /^0x[0-9a-f]{64}$/);
    assert.ok(responses.every((text) => !text.includes(key.slice(2))));
    // Signing works as for email users.
    const signed = await call(
      '/api/approval',
      { method: 'personal_sign', params: [hexlify(toUtf8Bytes('hi')), address], chainId: CHAIN },
      { token },
    );
    const decided = await call(
      '/api/approval/decide',
      { approvalId: signed.body.approvalId, approve: true },
      { token },
    );
    assert.equal(verifyMessage('hi', decided.body.result), address);
    // A social user's email is the provider's: no email change.
    const update = await call('/api/email/update', { email: 'x@example.test' }, { token });
    assert.deepEqual(update.body, {
      message: 'The email of a google login cannot be changed',
    });

    // The same account again: the same user; the same name at another provider: another user.
    const again = await connectSocial(await socialLogin('google'));
    assert.equal(again.body.address, address);
    const github = await connectSocial(await socialLogin('github'));
    assert.equal(github.body.socialProvider, 'github');
    assert.equal(github.body.email, 'alice@github.test');
    assert.notEqual(github.body.address, address);
    // The COOP provider's popup is not to be watched for `closed`.
    const apple = await socialLogin('apple', { username: 'carol' });
    assert.equal(apple.started.closedCheck, false);
    assert.equal((await connectSocial(apple)).body.userName, 'Carol');
    assert.deepEqual((await control('status')).body.counts, {
      users: 0,
      socialUsers: 3,
      codes: 0,
      approvals: 0,
      socialLogins: 0,
      farcasterLogins: 0,
      mail: 0,
    });
  },
);

test(
  'social login refused: a bad nonce, a wrong verifier, another code, a used state',
  LIMIT,
  async () => {
    const badNonce = await socialLogin('google');
    const refused = await connectSocial(badNonce, { nonce: randomText() });
    assert.deepEqual(refused, {
      status: 401,
      body: { message: 'The id token nonce does not match' },
    });
    // The state was used up by that attempt.
    assert.deepEqual((await connectSocial(badNonce)).body, {
      message: 'Unknown or expired social login',
    });

    const wrongVerifier = await socialLogin('github');
    assert.deepEqual(
      (await connectSocial(wrongVerifier, { codeVerifier: pkcePair().verifier })).body,
      {
        message: 'The provider refused the code (invalid_grant)',
      },
    );
    // Only the code that reached the callback page for that state is redeemed.
    const other = await socialLogin('facebook');
    assert.deepEqual((await connectSocial(other, { code: 'x'.repeat(43) })).body, {
      message: 'Invalid social result',
    });
    // A result for a state this site never started, or a second result for one.
    assert.equal(
      (await call('/api/social/callback', { state: randomText(), code: 'abc' })).status,
      400,
    );
    const twice = await socialLogin('discord');
    assert.deepEqual(
      await twice.request('/api/social/callback', { state: twice.state, code: 'again' }),
      { status: 409, body: { message: 'This social login already has a result' } },
    );
    // An answer that names another provider than the one the state went to (RFC 9207 iss).
    const mixed = await socialLogin('x');
    const state = randomText();
    await mixed.request('/api/social/start', { state, provider: 'x', parentOrigin: PAGE });
    await mixed.request('/api/social/callback', {
      state,
      code: mixed.code,
      iss: oidc.issuers.google,
    });
    assert.deepEqual((await connectSocial({ ...mixed, state })).body, {
      message: 'The result came from another provider',
      code: 'invalid_request',
    });
    assert.deepEqual((await control('status')).body.counts.socialUsers, 0);
  },
);

test('an id token from another issuer than the configured one is refused', LIMIT, async () => {
  // A "google" whose discovery document is its own, but whose endpoints (and so its tokens)
  // are the real google provider's: the id token's issuer is not the configured one.
  const rogue = createServer(async (request, response) => {
    const real = await (
      await fetch(`${oidc.issuers.google}/.well-known/openid-configuration`)
    ).json();
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        ...real,
        issuer: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (rogue.address()).port}/google`,
      }),
    );
  });
  await listen(rogue, 0, '127.0.0.1');
  const other = await startSecureSite({
    oidc: {
      issuers: {
        google: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (rogue.address()).port}/google`,
      },
    },
    log: () => {},
  });
  try {
    oidc.setRedirectUris([...callbacks(site), ...callbacks(other)]);
    // Its answer names the real issuer (RFC 9207 `iss`): refused before any exchange.
    const named = await socialLogin('google', { on: other });
    assert.deepEqual(
      (
        await named.request('/api/social/connect', {
          state: named.state,
          code: named.code,
          codeVerifier: named.verifier,
          nonce: named.nonce,
          deviceId: newDevice(),
        })
      ).body,
      { message: 'The result came from another provider', code: 'invalid_request' },
    );
    // Without `iss`, the code is redeemed, and the id token's issuer gives it away.
    const flow = await socialLogin('google', { on: other, withoutIss: true });
    const connected = await flow.request('/api/social/connect', {
      state: flow.state,
      code: flow.code,
      codeVerifier: flow.verifier,
      nonce: flow.nonce,
      deviceId: newDevice(),
    });
    assert.deepEqual(connected, {
      status: 401,
      body: { message: 'The id token could not be verified' },
    });
    // Not configured there: the other providers.
    assert.deepEqual(
      (
        await flow.request('/api/social/start', {
          state: randomText(),
          provider: 'github',
          parentOrigin: PAGE,
        })
      ).body,
      { message: 'Social login with github is not configured' },
    );
  } finally {
    oidc.setRedirectUris(callbacks(site));
    await other.stop();
    await new Promise((resolveClose) => rogue.close(resolveClose));
  }
});

test(
  'Deny and a provider error are stored with the state and answered at connect',
  LIMIT,
  async () => {
    const denied = await socialLogin('google', { deny: true });
    assert.equal(denied.callbackUrl.searchParams.get('error'), 'access_denied');
    assert.deepEqual(denied.told, { status: 200, body: { parentOrigin: PAGE } });
    assert.deepEqual(await connectSocial(denied, { code: undefined }), {
      status: 400,
      body: { message: 'The user denied the request', code: 'access_denied' },
    });
    await fetch(`${oidc.controlUrl}/next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'github', behaviour: 'error' }),
    });
    const failed = await socialLogin('github');
    assert.deepEqual((await connectSocial(failed, { code: undefined })).body, {
      message: 'The provider had a problem',
      code: 'server_error',
    });
  },
);

test(
  'social start: checks, the unverifiedDomain fault, a site without providers or with one down',
  LIMIT,
  async () => {
    const start = (body, on = site) =>
      fetch(`${on.origin}/api/social/start`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: on.origin },
        body: JSON.stringify({ state: randomText(), parentOrigin: PAGE, ...body }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    assert.deepEqual(await start({ provider: 'myspace' }), {
      status: 400,
      body: { message: 'Unsupported social provider' },
    });
    assert.deepEqual((await start({ provider: 'google', state: 'short' })).body, {
      message: 'Invalid state',
    });
    assert.deepEqual(
      (await start({ provider: 'google', parentOrigin: 'http://x.test/path' })).body,
      {
        message: 'Invalid parentOrigin',
      },
    );
    const state = randomText();
    assert.equal((await start({ provider: 'google', state })).status, 200);
    assert.deepEqual(await start({ provider: 'google', state }), {
      status: 409,
      body: { message: 'Duplicate state' },
    });
    // From another origin, refused like every backend call.
    const foreign = await fetch(`${site.origin}/api/social/start`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:1' },
      body: JSON.stringify({ state: randomText(), provider: 'google', parentOrigin: PAGE }),
    });
    assert.equal(foreign.status, 403);
    await control('faults', { unverifiedDomain: true });
    assert.deepEqual(await start({ provider: 'google' }), {
      status: 403,
      body: { message: 'Unverified domain' },
    });
    await control('faults', { unverifiedDomain: false });

    const bare = await startSecureSite({ log: () => {} });
    const down = await startSecureSite({
      oidc: { issuers: { google: 'http://127.0.0.1:1/google' } },
      log: () => {},
    });
    try {
      assert.deepEqual(await start({ provider: 'google' }, bare), {
        status: 400,
        body: { message: 'Social login is not configured' },
      });
      assert.deepEqual(await start({ provider: 'google' }, down), {
        status: 502,
        body: { message: 'Failed to initiate social connection' },
      });
    } finally {
      await bare.stop();
      await down.stop();
    }
  },
);

test('the callback page: its script, a CSP of its own, no COOP', LIMIT, async () => {
  const page = await fetch(`${site.origin}/oauth/callback?code=a&state=b`);
  assert.equal(page.status, 200);
  const csp = page.headers.get('content-security-policy');
  assert.match(csp ?? '', /script-src 'self'/);
  assert.match(csp ?? '', /connect-src 'self'/);
  assert.match(csp ?? '', /frame-ancestors 'none'/);
  assert.equal(page.headers.get('cross-origin-opener-policy'), null);
  assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
  const html = await page.text();
  assert.match(html, /<script src="\/oauthCallback.js" defer><\/script>/);
  assert.doesNotMatch(html, /<script>/);
  const script = await fetch(`${site.origin}/oauthCallback.js`);
  assert.equal(script.status, 200);
  assert.match(await script.text(), /BroadcastChannel\('portico-social'\)/);
});
