/**
 * The local Farcaster relay against a real anvil: the IdRegistry look-alike answers
 * `custodyOf`/`idOf` by `eth_call`; a channel is created, pending, approved (control API, and
 * the sign-in page in Chromium), and its completed status carries a SIWF message that
 * verifies with ethers and whose signer is `custodyOf(fid)`; deny; expiry by the relay clock;
 * `/v1/channel/authenticate`; the create schema; the CLI. Run: `node --test test/stack/farcaster/`.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before, beforeEach, test } from 'node:test';
import { chromium } from '@playwright/test';
import { Contract, JsonRpcProvider, Wallet, ZeroAddress, getAddress, verifyMessage } from 'ethers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startAnvil } from '../chain/startAnvil.mjs';
import { ID_REGISTRY_ABI, ID_REGISTRY_ADDRESS } from './idRegistry.mjs';
import { CHANNEL_TTL_MS, startFarcasterRelay } from './startFarcasterRelay.mjs';

const LIMIT = { timeout: 30_000 };
let chain;
let relay;
let registry;

/**
 * @param {string} path
 * @param {{ method?: string, body?: unknown, token?: string,
 *   headers?: Record<string, string> }} [options]
 */
async function call(path, { method = 'GET', body, token, headers = {} } = {}) {
  const response = await fetch(`${relay.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

const control = (path, body) =>
  call(`/__control/${path}`, body === undefined ? {} : { method: 'POST', body });
/** @param {Record<string, unknown>} [body] */
const createChannel = (body = { siweUri: 'http://localhost:5173', domain: 'localhost:5173' }) =>
  call('/v1/channel', { method: 'POST', body });
const status = (token) => call('/v1/channel/status', { token });

/** The fields of an EIP-4361 message (enough for these checks). */
function fieldsOf(message) {
  const lines = message.split('\n');
  const field = (name) =>
    lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
  return {
    domain: lines[0].replace(/ wants you to sign in with your Ethereum account:$/, ''),
    address: lines[1],
    statement: lines[3],
    uri: field('URI'),
    version: field('Version'),
    chainId: field('Chain ID'),
    nonce: field('Nonce'),
    issuedAt: field('Issued At'),
    expirationTime: field('Expiration Time'),
    resources: lines.slice(lines.indexOf('Resources:') + 1).map((line) => line.slice(2)),
  };
}

before(async () => {
  chain = await startAnvil({ port: 0 });
  relay = await startFarcasterRelay({ rpcUrl: chain.url, log: () => {} });
  registry = new Contract(
    ID_REGISTRY_ADDRESS,
    ID_REGISTRY_ABI,
    new JsonRpcProvider(chain.url, 31337, { staticNetwork: true }),
  );
});
after(async () => {
  registry?.runner.destroy();
  await relay?.stop();
  await chain?.stop();
});
beforeEach(async () => {
  assert.equal((await control('reset', {})).status, 200);
});

test(
  'the IdRegistry look-alike answers custodyOf and idOf by eth_call on anvil',
  LIMIT,
  async () => {
    const code = await registry.runner.getCode(ID_REGISTRY_ADDRESS);
    assert.match(code, /^0x60/);
    assert.deepEqual(
      relay.users.map(({ fid, username }) => [fid, username]),
      [
        [1001, 'alice'],
        [1002, 'bob'],
      ],
    );
    for (const user of relay.users) {
      assert.equal(await registry.custodyOf(user.fid), user.custody);
      assert.equal(await registry.idOf(user.custody), BigInt(user.fid));
    }
    assert.notEqual(relay.users[0].custody, relay.users[1].custody);
    assert.equal(await registry.custodyOf(4242), ZeroAddress);
    assert.equal(await registry.idOf(Wallet.createRandom().address), 0n);
    // Another function of the real registry is not there: the call reverts.
    await assert.rejects(
      registry.runner.call({ to: ID_REGISTRY_ADDRESS, data: '0x8da5cb5b' }),
      /revert/i,
    );
    // No account sent anything: the relay writes code and storage only.
    assert.equal(await registry.runner.getBlockNumber(), 0);
  },
);

test(
  'create → pending → approve → completed with a SIWF message signed by custodyOf(fid)',
  LIMIT,
  async () => {
    const expirationTime = new Date(Date.now() + 60_000).toISOString();
    const created = await createChannel({
      siweUri: 'http://localhost:5173',
      domain: 'localhost:5173',
      nonce: 'abcdef0123456789',
      expirationTime,
    });
    assert.equal(created.status, 201);
    const { channelToken, url, nonce } = created.body;
    assert.equal(nonce, 'abcdef0123456789');
    assert.equal(url, `${relay.url}/siwf?channelToken=${channelToken}`);
    assert.equal(created.body.connectUri, url);
    assert.equal(created.headers.get('access-control-allow-origin'), '*');

    const pending = await status(channelToken);
    assert.equal(pending.status, 202);
    assert.equal(pending.body.state, 'pending');
    assert.equal(pending.body.nonce, nonce);
    assert.equal(pending.body.message, undefined);

    const approved = await control('approve', { channelToken, username: 'bob' });
    assert.equal(approved.status, 200);
    assert.equal(approved.body.status, 'approved');

    const completed = await status(channelToken);
    assert.equal(completed.status, 200);
    const answer = completed.body;
    assert.equal(answer.state, 'completed');
    assert.equal(answer.fid, 1002);
    assert.equal(answer.username, 'bob');
    assert.equal(answer.displayName, 'Bob');
    assert.equal(answer.pfpUrl, `${relay.url}/pfp/bob.svg`);
    assert.deepEqual(answer.verifications, []);
    // The message verifies, and its signer is the fid's custody address on the chain.
    const signer = verifyMessage(answer.message, answer.signature);
    assert.equal(signer, await registry.custodyOf(answer.fid));
    assert.equal(answer.custody, signer);
    const fields = fieldsOf(answer.message);
    assert.deepEqual(
      { ...fields, issuedAt: undefined },
      {
        domain: 'localhost:5173',
        address: signer,
        statement: 'Farcaster Auth',
        uri: 'http://localhost:5173',
        version: '1',
        chainId: '10',
        nonce,
        issuedAt: undefined,
        expirationTime,
        resources: ['farcaster://fid/1002', 'farcaster://signer/type/custody'],
      },
    );
    assert.ok(Math.abs(Date.parse(fields.issuedAt) - Date.now()) < 10_000);

    // Answered once, then closed, as the real relay does.
    assert.deepEqual(await status(channelToken).then((r) => [r.status, r.body]), [
      401,
      { error: 'Unauthorized' },
    ]);
    const listed = (await control('status')).body.channels;
    assert.deepEqual(
      listed.map((channel) => [channel.channelToken, channel.status, channel.delivered]),
      [[channelToken, 'approved', true]],
    );
    // The page of an answered channel says so.
    assert.equal((await call(`/siwf?channelToken=${channelToken}`)).status, 409);
    assert.equal((await control('approve', { channelToken })).status, 409);
  },
);

test('without an expiration time the message has none; alice is the default', LIMIT, async () => {
  const { channelToken } = (
    await createChannel({ siweUri: 'http://127.0.0.1:4000/app', domain: '127.0.0.1:4000' })
  ).body;
  await control('approve', { channelToken });
  const { message } = (await status(channelToken)).body;
  assert.equal(fieldsOf(message).expirationTime, null);
  assert.equal(fieldsOf(message).uri, 'http://127.0.0.1:4000/app');
  assert.equal(fieldsOf(message).domain, '127.0.0.1:4000');
  assert.deepEqual(fieldsOf(message).resources[0], 'farcaster://fid/1001');
});

test('deny: the status is completed with error "denied", once', LIMIT, async () => {
  const { channelToken } = (await createChannel()).body;
  const denied = await control('deny', { channelToken });
  assert.equal(denied.status, 200);
  assert.equal(denied.body.status, 'denied');
  const answer = await status(channelToken);
  assert.equal(answer.status, 200);
  assert.equal(answer.body.state, 'completed');
  assert.equal(answer.body.error, 'denied');
  assert.equal(answer.body.message, undefined);
  assert.equal(answer.body.signature, undefined);
  assert.equal((await status(channelToken)).status, 401);
  assert.equal((await control('approve', { channelToken })).status, 409);
});

test('expiry: after 5 minutes (relay clock) a channel is gone', LIMIT, async () => {
  assert.equal(CHANNEL_TTL_MS, 5 * 60_000);
  const { channelToken } = (await createChannel()).body;
  await control('clock', { advanceMs: CHANNEL_TTL_MS - 5_000 });
  assert.equal((await status(channelToken)).status, 202);
  await control('clock', { advanceMs: 5_000 });
  assert.deepEqual(await status(channelToken).then((r) => [r.status, r.body]), [
    401,
    { error: 'Unauthorized' },
  ]);
  assert.equal((await control('approve', { channelToken })).status, 410);
  assert.equal((await control('deny', { channelToken })).status, 410);
  assert.equal((await call(`/siwf?channelToken=${channelToken}`)).status, 410);
  const listed = (await control('status')).body.channels;
  assert.equal(listed[0].status, 'expired');
  // approve without a token: the newest pending channel; none is left.
  assert.equal((await control('approve', {})).status, 404);
  assert.equal((await control('clock', { advanceMs: -1 })).status, 400);
});

test('approve without a channel token takes the newest pending channel', LIMIT, async () => {
  const first = (await createChannel()).body.channelToken;
  const second = (await createChannel()).body.channelToken;
  const approved = await control('approve', { fid: 1001 });
  assert.equal(approved.body.channelToken, second);
  assert.equal(approved.body.username, 'alice');
  assert.equal((await status(first)).status, 202);
  assert.equal((await control('approve', { channelToken: first, username: 'carol' })).status, 400);
});

test('authenticate: the app key and the channel token; stored as given', LIMIT, async () => {
  const { channelToken } = (await createChannel()).body;
  const forger = Wallet.createRandom();
  const message = 'not even a SIWE message';
  const body = {
    message,
    signature: await forger.signMessage(message),
    fid: 1001,
    username: 'eve',
  };
  const path = '/v1/channel/authenticate';
  assert.equal((await call(path, { method: 'POST', body, token: channelToken })).status, 401);
  const key = { 'X-Farcaster-Auth-Relay-Key': relay.authKey };
  assert.equal((await call(path, { method: 'POST', body, headers: key })).status, 401);
  assert.equal(
    (
      await call(path, {
        method: 'POST',
        body: { ...body, signature: '0x12' },
        token: channelToken,
        headers: key,
      })
    ).status,
    400,
  );
  const done = await call(path, { method: 'POST', body, token: channelToken, headers: key });
  assert.equal(done.status, 201);
  const answer = (await status(channelToken)).body;
  assert.equal(answer.state, 'completed');
  assert.equal(answer.message, message);
  assert.equal(answer.username, 'eve');
  // custody comes from the chain, not from the poster; the signer is someone else.
  assert.equal(answer.custody, relay.users[0].custody);
  assert.notEqual(verifyMessage(message, answer.signature), answer.custody);
  const listed = (await control('status')).body.channels;
  assert.equal(listed[0].status, 'authenticated');
});

test('create checks its body as the real relay does', LIMIT, async () => {
  const ok = { siweUri: 'http://localhost:5173', domain: 'localhost:5173' };
  for (const bad of [
    { domain: 'localhost:5173' },
    { siweUri: 'not a uri', domain: 'localhost:5173' },
    { ...ok, domain: 'http://localhost:5173' },
    { ...ok, nonce: 'short' },
    { ...ok, nonce: 'with spaces in it' },
    { ...ok, expirationTime: 'tomorrow' },
    { ...ok, extra: true },
  ]) {
    const answer = await createChannel(bad);
    assert.equal(answer.status, 400, JSON.stringify(bad));
    assert.match(answer.body.error, /^Validation error/);
  }
  const created = (await createChannel(ok)).body;
  assert.match(created.nonce, /^[a-zA-Z0-9]{8,}$/);
  assert.match(created.channelToken, /^[0-9a-f-]{36}$/);
  const preflight = await call('/v1/channel', {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:4000', 'Access-Control-Request-Method': 'POST' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
  assert.equal((await call('/v1/channel/status')).status, 401);
  assert.equal((await call('/v1/channel/status', { token: 'nope' })).status, 401);
});

test(
  'the sign-in page: strict CSP, Approve and Deny in Chromium, same-origin decide',
  LIMIT,
  async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const { channelToken, url } = (await createChannel()).body;
      const served = await call(new URL(url).pathname + new URL(url).search);
      assert.equal(served.status, 200);
      assert.match(served.headers.get('content-security-policy') ?? '', /script-src 'self'/);
      assert.doesNotMatch(served.body, /<script>|style=/);
      await page.goto(url);
      assert.equal(await page.textContent('h1'), 'Sign in to localhost:5173');
      assert.match(
        (await page.textContent('main')) ?? '',
        /http:\/\/localhost:5173 asks you to sign in/,
      );
      await page.check('input[value="bob"]');
      await page.click('#approve');
      await page.waitForFunction(() =>
        /Signed in/.test(document.getElementById('result')?.textContent ?? ''),
      );
      assert.equal(
        await page.textContent('#result'),
        'Signed in to localhost:5173 as @bob. You can go back to the app.',
      );
      const answer = (await status(channelToken)).body;
      assert.equal(answer.fid, 1002);
      assert.equal(verifyMessage(answer.message, answer.signature), relay.users[1].custody);

      const denied = (await createChannel()).body;
      await page.goto(denied.url);
      await page.click('#deny');
      await page.waitForFunction(() =>
        /denied/.test(document.getElementById('result')?.textContent ?? ''),
      );
      assert.equal((await status(denied.channelToken)).body.error, 'denied');
      assert.deepEqual(errors, []);

      // The picture of an account, and decide from another origin.
      assert.equal((await call('/pfp/alice.svg')).headers.get('content-type'), 'image/svg+xml');
      const third = (await createChannel()).body;
      const foreign = await call('/siwf/decide', {
        method: 'POST',
        body: { channelToken: third.channelToken, username: 'alice', approve: true },
        headers: { Origin: 'http://localhost:5173' },
      });
      assert.equal(foreign.status, 403);
      assert.equal((await status(third.channelToken)).status, 202);
      assert.equal((await call('/siwf?channelToken=unknown')).status, 404);
    } finally {
      await browser.close();
    }
  },
);

test('control CORS: local origins only', LIMIT, async () => {
  const local = await call('/__control/status', { headers: { Origin: 'http://127.0.0.1:5173' } });
  assert.equal(local.headers.get('access-control-allow-origin'), 'http://127.0.0.1:5173');
  const foreign = await call('/__control/status', { headers: { Origin: 'https://example.com' } });
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  assert.equal(local.body.idRegistry, getAddress(ID_REGISTRY_ADDRESS));
  assert.deepEqual(local.body.users, relay.users);
});

test('cli.mjs prints one JSON line and stops with stdin', LIMIT, async () => {
  // A chain of its own: a second relay writes its own custody keys into the registry.
  const other = await startAnvil({ port: 0 });
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./cli.mjs', import.meta.url)), '--rpc', other.url, '--exit-with-stdin'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const otherRegistry = new Contract(
    ID_REGISTRY_ADDRESS,
    ID_REGISTRY_ABI,
    new JsonRpcProvider(other.url, 31337, { staticNetwork: true }),
  );
  try {
    const [line] = await once(createInterface({ input: child.stdout }), 'line');
    const printed = JSON.parse(line);
    assert.match(printed.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(printed.controlUrl, `${printed.url}/__control`);
    assert.equal(printed.users.length, 2);
    assert.equal(await otherRegistry.custodyOf(1001), printed.users[0].custody);
    assert.notEqual(printed.users[0].custody, relay.users[0].custody);
  } finally {
    child.stdin.end();
    await once(child, 'exit');
    /** @type {import('ethers').JsonRpcProvider | undefined} */ (otherRegistry.runner)?.destroy();
    await other.stop();
  }
});
