/**
 * Sign In With Farcaster in the secure site's backend, over HTTP, against the local relay
 * (test/stack/farcaster/) and a real anvil holding the IdRegistry look-alike: a channel per
 * page, pending, approved in the "Farcaster app" → a session for `farcaster:<fid>`; deny;
 * expiry (site clock, relay clock); and answers posted straight to the relay's authenticate
 * endpoint that the site must refuse: a wrong signature, another fid's custody key, a wrong
 * nonce, domain or URI, an expired message, the auth-address method. Also the message parser
 * and the verifier on their own. Run: `node --test test/stack/secure-site/`.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, test } from 'node:test';
import { Wallet } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { installIdRegistry } from '../farcaster/idRegistry.mjs';
import { buildSiwfMessage } from '../farcaster/siwfMessage.mjs';
import { startFarcasterRelay } from '../farcaster/startFarcasterRelay.mjs';
import {
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_FAILED,
  parseSiweMessage,
  verifySignInMessage,
} from './farcasterLogin.mjs';
import { startSecureSite } from './startSecureSite.mjs';

const LIMIT = { timeout: 30_000 };
const PAGE = 'http://localhost:5173';
let chain;
let relay;
let site;
/** A custody key of the test's own: fid 2001 in the registry (written like the relay does). */
const own = { fid: 2001, wallet: Wallet.createRandom() };

/**
 * @param {string} base
 * @param {string} path
 * @param {{ method?: string, body?: unknown, token?: string,
 *   headers?: Record<string, string> }} [options]
 */
async function call(
  base,
  path,
  { body, method = body === undefined ? 'GET' : 'POST', headers = {}, token } = {},
) {
  const response = await fetch(`${base}${path}`, {
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
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A call to the site's backend as the frame makes it (with the site's Origin). */
const siteCall = (path, body, options = {}) =>
  call(site.origin, path, {
    body,
    ...options,
    headers: { Origin: site.origin, ...options.headers },
  });
const relayControl = (path, body) => call(relay.controlUrl, `/${path}`, { body });
const newDevice = () => randomBytes(16).toString('base64url');

/** A channel opened by the site for PAGE: { id, url, channelToken, nonce }. */
async function startChannel(parentOrigin = PAGE) {
  const started = await siteCall('/api/farcaster/start', { parentOrigin });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const channelToken = new URL(started.body.url).searchParams.get('channelToken');
  const listed = (await relayControl('status')).body.channels;
  const channel = listed.find((candidate) => candidate.channelToken === channelToken);
  return { ...started.body, channelToken, nonce: channel.nonce, channel };
}

const connect = (id, deviceId = newDevice()) =>
  siteCall('/api/farcaster/connect', { id, deviceId });

/** Posts an answer to the relay as the Farcaster app would (authenticate, with the app key). */
async function authenticate(channelToken, answer) {
  const posted = await call(relay.url, '/v1/channel/authenticate', {
    body: answer,
    token: channelToken,
    headers: { 'X-Farcaster-Auth-Relay-Key': relay.authKey },
  });
  assert.equal(posted.status, 201, JSON.stringify(posted.body));
}

/** A SIWF message for `channel` (override any field), signed by `wallet`. */
/**
 * @param {any} channel
 * @param {{ wallet?: import('ethers').BaseWallet, fid?: number } & Record<string, unknown>} [options]
 *   and message fields to override
 */
async function signedAnswer(channel, { wallet = own.wallet, fid = own.fid, ...fields } = {}) {
  const message = buildSiwfMessage({
    domain: 'localhost:5173',
    address: wallet.address,
    uri: PAGE,
    nonce: channel.nonce,
    issuedAt: new Date().toISOString(),
    fid,
    ...fields,
  });
  return { message, signature: await wallet.signMessage(message), fid, username: 'mallory' };
}

async function expectRefused(id, code) {
  const refused = await connect(id);
  assert.deepEqual([refused.status, refused.body], [401, { message: FARCASTER_FAILED, code }]);
}

before(async () => {
  chain = await startAnvil({ port: 0 });
  relay = await startFarcasterRelay({ rpcUrl: chain.url, log: () => {} });
  await installIdRegistry({
    rpcUrl: chain.url,
    entries: [{ fid: own.fid, custody: own.wallet.address }],
  });
  site = await startSecureSite({
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    farcaster: { relayUrl: relay.url, rpcUrl: chain.url },
    log: () => {},
  });
});
after(async () => {
  await site?.stop();
  await relay?.stop();
  await chain?.stop();
});
beforeEach(async () => {
  await siteCall('/__control/reset', {});
  await relayControl('reset', {});
});

test(
  'a channel for the page, pending, approved in the app → a Farcaster session',
  LIMIT,
  async () => {
    const { id, url, channel } = await startChannel();
    assert.match(url, new RegExp(`^${relay.url}/siwf\\?channelToken=`));
    assert.equal(channel.domain, 'localhost:5173');
    assert.equal(channel.siweUri, PAGE);
    assert.match(channel.nonce, /^[0-9a-f]{24}$/);
    const deviceId = newDevice();
    assert.deepEqual((await connect(id, deviceId)).body, { state: 'pending' });
    assert.deepEqual((await connect(id, deviceId)).body, { state: 'pending' });

    await relayControl('approve', { channelToken: channel.channelToken, username: 'bob' });
    const connected = await connect(id, deviceId);
    assert.equal(connected.status, 200);
    const { token, address, ...rest } = connected.body;
    assert.match(token, /^v2\./);
    assert.match(address, /^0x[0-9a-fA-F]{40}$/);
    assert.deepEqual(
      { ...rest, expiresAt: typeof rest.expiresAt },
      {
        state: 'completed',
        expiresAt: 'number',
        email: null,
        userName: 'bob',
        socialProvider: 'farcaster',
      },
    );
    // The user's wallet is the site's own key, not the custody key.
    const bob = relay.users.find((user) => user.username === 'bob');
    assert.notEqual(address, bob.custody);
    assert.equal(new Wallet(site.debugKeyOf('farcaster:1002')).address, address);
    const user = await siteCall('/api/user', { chainId: 31337 }, { token });
    assert.deepEqual(user.body, {
      email: null,
      address,
      chainId: 'eip155:31337',
      accounts: [{ address, type: 'eoa' }],
      userName: 'bob',
      socialProvider: 'farcaster',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    assert.deepEqual((await siteCall('/api/session', { token })).body, {
      isConnected: true,
      deviceId,
      email: null,
    });
    // The channel is used up; a new login of the same fid is the same user.
    await expectRefused(id, 'unknown_channel');
    const again = await startChannel();
    await relayControl('approve', { channelToken: again.channelToken, username: 'bob' });
    assert.equal((await connect(again.id)).body.address, address);
    const status = (await siteCall('/__control/status')).body;
    assert.deepEqual(status.farcaster, {
      relayUrl: relay.url,
      rpcUrl: chain.url,
      idRegistry: relay.idRegistry,
    });
    assert.equal(status.counts.socialUsers, 1);
    // A Farcaster user has no email to change.
    assert.equal(
      (await siteCall('/api/email/update', { email: 'b@example.test' }, { token })).status,
      400,
    );
  },
);

test(
  'a message not made by the relay but right is accepted (fid 2001, own key)',
  LIMIT,
  async () => {
    const channel = await startChannel();
    await authenticate(channel.channelToken, await signedAnswer(channel));
    const connected = await connect(channel.id);
    assert.equal(connected.status, 200);
    assert.equal(connected.body.userName, 'mallory');
    assert.ok(site.debugKeyOf('farcaster:2001'));
  },
);

test('deny in the app: Failed to connect to farcaster (denied)', LIMIT, async () => {
  const { id, channelToken } = await startChannel();
  assert.equal((await connect(id)).body.state, 'pending');
  await relayControl('deny', { channelToken });
  await expectRefused(id, 'denied');
  await expectRefused(id, 'unknown_channel');
});

test('expiry: the site clock (5 minutes) and the relay clock', LIMIT, async () => {
  const first = await startChannel();
  await siteCall('/__control/clock', { advanceMs: FARCASTER_CHANNEL_TTL_MS });
  await expectRefused(first.id, 'expired');
  await siteCall('/__control/reset', {});
  const second = await startChannel();
  await relayControl('clock', { advanceMs: FARCASTER_CHANNEL_TTL_MS });
  await expectRefused(second.id, 'expired');
  await expectRefused('not-an-id', 'unknown_channel');
});

test('a wrong signature, another fid’s custody, a wrong nonce are refused', LIMIT, async () => {
  const stranger = Wallet.createRandom();
  /** @type {Array<[string, (channel: any) => Promise<object>]>} */
  const cases = [
    // Signed by a key that is no custody at all, for the custody address of 2001.
    [
      'invalid_signature',
      async (channel) => {
        const answer = await signedAnswer(channel);
        return { ...answer, signature: await stranger.signMessage(answer.message) };
      },
    ],
    // A valid signature by the custody key of fid 2001, claiming fid 1001.
    ['custody_mismatch', (channel) => signedAnswer(channel, { fid: 1001 })],
    // A key of nobody's, signing for itself as fid 1001.
    ['custody_mismatch', (channel) => signedAnswer(channel, { fid: 1001, wallet: stranger })],
    ['nonce_mismatch', (channel) => signedAnswer(channel, { nonce: 'abcdef0123456789' })],
    ['domain_mismatch', (channel) => signedAnswer(channel, { domain: 'evil.example' })],
    ['uri_mismatch', (channel) => signedAnswer(channel, { uri: 'http://localhost:5174' })],
    [
      'message_expired',
      (channel) =>
        signedAnswer(channel, { expirationTime: new Date(Date.now() - 1000).toISOString() }),
    ],
    [
      'not_yet_valid',
      (channel) =>
        signedAnswer(channel, { notBefore: new Date(Date.now() + 60_000).toISOString() }),
    ],
    [
      'unsupported_auth_method',
      async (channel) => {
        const base = await signedAnswer(channel);
        const message = base.message.replace('signer/type/custody', 'signer/type/authAddress');
        return { ...base, message, signature: await own.wallet.signMessage(message) };
      },
    ],
    [
      'invalid_message',
      async (channel) => {
        const base = await signedAnswer(channel);
        const message = base.message.replace('Farcaster Auth', 'Please sign');
        return { ...base, message, signature: await own.wallet.signMessage(message) };
      },
    ],
    [
      'invalid_message',
      async (channel) => {
        const base = await signedAnswer(channel);
        const message = base.message.replace('Chain ID: 10', 'Chain ID: 1');
        return { ...base, message, signature: await own.wallet.signMessage(message) };
      },
    ],
    ['fid_mismatch', async (channel) => ({ ...(await signedAnswer(channel)), fid: 1002 })],
  ];
  for (const [code, make] of cases) {
    const channel = await startChannel();
    await authenticate(channel.channelToken, await make(channel));
    await expectRefused(channel.id, code);
  }
  assert.equal((await siteCall('/__control/status')).body.counts.socialUsers, 0);
});

test('start: not configured, unverified domain, bad origin', LIMIT, async () => {
  const bare = await startSecureSite({ log: () => {} });
  try {
    const refused = await call(bare.origin, '/api/farcaster/start', {
      body: { parentOrigin: PAGE },
      headers: { Origin: bare.origin },
    });
    assert.deepEqual(
      [refused.status, refused.body],
      [400, { message: 'Farcaster is not configured' }],
    );
    assert.equal((await call(bare.origin, '/__control/status')).body.farcaster, null);
  } finally {
    await bare.stop();
  }
  assert.equal(
    (await siteCall('/api/farcaster/start', { parentOrigin: 'javascript:1' })).status,
    400,
  );
  assert.equal((await siteCall('/api/farcaster/start', { parentOrigin: `${PAGE}/x` })).status, 400);
  await siteCall('/__control/faults', { unverifiedDomain: true });
  const unverified = await siteCall('/api/farcaster/start', { parentOrigin: PAGE });
  assert.deepEqual([unverified.status, unverified.body], [403, { message: 'Unverified domain' }]);
  // Not for another origin's page (no CORS, Origin checked).
  const foreign = await siteCall(
    '/api/farcaster/start',
    { parentOrigin: PAGE },
    { headers: { Origin: PAGE } },
  );
  assert.equal(foreign.status, 403);
});

test('parseSiweMessage reads EIP-4361 strictly', () => {
  const wallet = Wallet.createRandom();
  const message = buildSiwfMessage({
    domain: 'localhost:5173',
    address: wallet.address,
    uri: PAGE,
    nonce: 'abcdef0123456789',
    issuedAt: '2025-01-01T00:00:00.000Z',
    expirationTime: '2025-01-01T00:05:00.000Z',
    fid: 7,
  });
  assert.deepEqual(parseSiweMessage(message), {
    domain: 'localhost:5173',
    address: wallet.address,
    statement: 'Farcaster Auth',
    uri: PAGE,
    version: '1',
    chainId: 10,
    nonce: 'abcdef0123456789',
    issuedAt: '2025-01-01T00:00:00.000Z',
    expirationTime: '2025-01-01T00:05:00.000Z',
    resources: ['farcaster://fid/7', 'farcaster://signer/type/custody'],
  });
  for (const broken of [
    message.replace(wallet.address, wallet.address.toLowerCase()),
    message.replace('Version: 1\n', ''),
    message.replace('Nonce: abcdef0123456789', 'Nonce: short'),
    message.replace('Issued At: 2025-01-01T00:00:00.000Z', 'Issued At: yesterday'),
    `${message}\nExtra: line`,
    message.replace(' wants you', ' would like you'),
    '',
  ])
    assert.throws(() => parseSiweMessage(broken));
});

test('verifySignInMessage: a registry that cannot be read', async () => {
  const channel = { nonce: 'abcdef0123456789' };
  const answer = await signedAnswer(channel);
  const options = {
    ...answer,
    expected: { domain: 'localhost:5173', uri: PAGE, nonce: channel.nonce },
    now: Date.now(),
  };
  assert.deepEqual(
    await verifySignInMessage({ ...options, custodyOf: async () => own.wallet.address }),
    {
      fid: own.fid,
      custody: own.wallet.address,
    },
  );
  await assert.rejects(
    verifySignInMessage({
      ...options,
      custodyOf: async () => {
        throw new Error('down');
      },
    }),
    (/** @type {any} */ error) =>
      error.status === 502 && error.extra.code === 'registry_unavailable',
  );
  await assert.rejects(
    verifySignInMessage({
      ...options,
      signature: '0x1234',
      custodyOf: async () => own.wallet.address,
    }),
    (/** @type {any} */ error) =>
      error.message === FARCASTER_FAILED && error.extra.code === 'invalid_signature',
  );
});
