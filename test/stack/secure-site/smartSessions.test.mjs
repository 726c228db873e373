/**
 * The embedded wallet's smart sessions (ERC-7715), over HTTP as the frame calls them, with a
 * real anvil, our smart-account factory and the product-API stand-in: a smart account's
 * approved `wallet_grantPermissions` answers a permissions context that the API then lists
 * for the account, with the app's name and url; `wallet_revokePermissions` marks it revoked in
 * the wallet, and the account's personal_sign of the pci (ERC-6492, undeployed) revokes it at
 * the API. An EOA refuses both with 4200; a malformed request is refused before any prompt.
 * Run: `node --test test/stack/secure-site/smartSessions.test.mjs`.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, test } from 'node:test';
import { getAddress, hexlify, toUtf8Bytes } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { deployAccountAbstraction } from '../aa/deployAccountAbstraction.mjs';
import { startApiStandIn } from '../api/startApiStandIn.mjs';
import { startSecureSite } from './startSecureSite.mjs';

const CHAIN = 'eip155:31337';
const LIMIT = { timeout: 30_000 };
const SECRET = randomBytes(16).toString('hex');
const APP = { name: 'Portico demo', url: 'http://127.0.0.1:5173' };
let chain;
let api;
let site;

async function call(path, body, token) {
  const response = await fetch(`${site.origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: site.origin, // as the frame sends it
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.json() };
}

const apiGet = async (path) =>
  (
    await fetch(`${api.url}${path}?projectId=p&st=portico&sv=1`, {
      signal: AbortSignal.timeout(10_000),
    })
  ).json();

/** A user signed in by email on an approved device: its token. */
async function signIn() {
  const email = `u${randomBytes(4).toString('hex')}@example.test`;
  const deviceId = randomBytes(16).toString('base64url');
  await call('/api/email/start', { email, deviceId });
  const mails = async () =>
    (await (await fetch(`${site.controlUrl}/mail`)).json()).filter((m) => m.to === email);
  await fetch((await mails()).at(-1).link);
  await call('/api/email/start', { email, deviceId });
  const { code } = (await mails()).at(-1);
  return (await call('/api/email/verify', { email, deviceId, otp: code })).body.token;
}

/** Asks for `method` and approves it in the "frame": the answer's status and body. */
async function approved(token, method, params) {
  const asked = await call('/api/approval', { method, params, chainId: CHAIN, app: APP }, token);
  if (asked.status !== 200) return asked;
  return call('/api/approval/decide', { approvalId: asked.body.approvalId, approve: true }, token);
}

const grantRequest = (expiry = Math.floor(Date.now() / 1000) + 3600) => ({
  expiry,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x02' } },
  permissions: [
    { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } },
  ],
});

before(async () => {
  chain = await startAnvil({ port: 0 });
  const { factory } = await deployAccountAbstraction({ rpcUrl: chain.url });
  api = await startApiStandIn({
    port: 0,
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    sessionsSecret: SECRET,
    log: () => {},
  });
  site = await startSecureSite({
    // Granting and signing never reach the bundler: only the chain, for the account's code.
    chains: [{ chainId: 31337, rpcUrl: chain.url, bundlerUrl: 'http://127.0.0.1:9' }],
    smartAccountFactory: factory,
    sessionsApi: { url: Promise.resolve(api.url), secret: SECRET },
    log: () => {},
  });
});
after(async () => {
  await site?.stop();
  await api?.stop();
  await chain?.stop();
});
beforeEach(async () => {
  api.control.reset();
  await fetch(`${site.controlUrl}/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
});

test('a smart account grants, the API lists it; both revocations end it', LIMIT, async () => {
  const token = await signIn();
  const { address } = (
    await call('/api/preferred-account', { type: 'smartAccount', chainId: CHAIN }, token)
  ).body;
  const request = grantRequest();
  const asked = await call(
    '/api/approval',
    { method: 'wallet_grantPermissions', params: [request], chainId: CHAIN, app: APP },
    token,
  );
  assert.equal(asked.body.display.title, 'Grant permissions');
  assert.match(asked.body.display.text, /native-token-recurring-allowance/);
  const granted = await call(
    '/api/approval/decide',
    { approvalId: asked.body.approvalId, approve: true },
    token,
  );
  assert.equal(granted.status, 200, JSON.stringify(granted.body));
  const { permissionsContext: pci, ...answer } = granted.body.result;
  assert.match(pci, /^0x[0-9a-f]{64}$/);
  assert.deepEqual(answer, { ...request, chainId: '0x7a69', address: getAddress(address) });

  const account = `${CHAIN}:${address}`;
  const [listed] = (await apiGet(`/v1/sessions/${account}`)).pcis;
  assert.deepEqual(
    {
      pci: listed.pci,
      expiry: listed.expiry,
      project: listed.project,
      revokedAt: listed.revokedAt,
    },
    { pci, expiry: request.expiry, project: APP, revokedAt: null },
  );
  assert.deepEqual(listed.permissions, request.permissions);

  // The wallet side: marked revoked there; the API still lists it active.
  const revoked = await approved(token, 'wallet_revokePermissions', [{ permissionsContext: pci }]);
  assert.deepEqual(revoked, { status: 200, body: { result: null } });
  assert.equal(typeof site.smartSessionOf(pci).revokedAt, 'number');
  // The API side: the account's signature of the pci (ERC-6492: the account is undeployed).
  const signed = await approved(token, 'personal_sign', [hexlify(toUtf8Bytes(pci)), address]);
  const answerOf = await fetch(
    `${api.url}/v1/sessions/${encodeURIComponent(account)}/revoke?projectId=p&st=portico&sv=1`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pci, signature: signed.body.result }),
    },
  );
  assert.equal(answerOf.status, 200);
  assert.equal(typeof (await apiGet(`/v1/sessions/${account}`)).pcis[0].revokedAt, 'number');
});

test('another user cannot revoke a session; an unknown pci is refused', LIMIT, async () => {
  const [alice, bob] = [await signIn(), await signIn()];
  for (const token of [alice, bob])
    await call('/api/preferred-account', { type: 'smartAccount', chainId: CHAIN }, token);
  const { permissionsContext: pci } = (
    await approved(alice, 'wallet_grantPermissions', [grantRequest()])
  ).body.result;
  const refused = await approved(bob, 'wallet_revokePermissions', [{ permissionsContext: pci }]);
  assert.deepEqual(refused, {
    status: 404,
    body: { message: 'Unknown permissions context', code: -32602 },
  });
  assert.equal(site.smartSessionOf(pci).revokedAt, null);
});

test('a malformed or expired request is refused before the prompt', LIMIT, async () => {
  const token = await signIn();
  await call('/api/preferred-account', { type: 'smartAccount', chainId: CHAIN }, token);
  for (const [params, message] of [
    [
      [grantRequest(Math.floor(Date.now() / 1000) - 1)],
      'expiry must be unix seconds in the future',
    ],
    [
      [{ ...grantRequest(), permissions: [] }],
      'permissions must be a non-empty list of { type, data }',
    ],
    [[{ ...grantRequest(), signer: {} }], 'signer needs a type'],
  ]) {
    const asked = await call(
      '/api/approval',
      { method: 'wallet_grantPermissions', params, chainId: CHAIN, app: APP },
      token,
    );
    assert.deepEqual(asked, {
      status: 400,
      body: { message: `Invalid permission request: ${message}`, code: -32602 },
    });
  }
  assert.deepEqual((await (await fetch(`${site.controlUrl}/status`)).json()).counts.approvals, 0);
});

test('an EOA refuses both with 4200', LIMIT, async () => {
  // Revocations outlive a reset of the API stand-in (the secure site's users keep them).
  const revokedBefore = api.control.status().revoked;
  const token = await signIn();
  for (const [method, params] of [
    ['wallet_grantPermissions', [grantRequest()]],
    ['wallet_revokePermissions', [{ permissionsContext: '0x01' }]],
  ]) {
    const asked = await call('/api/approval', { method, params, chainId: CHAIN, app: APP }, token);
    assert.deepEqual(asked, {
      status: 400,
      body: { message: `${method} needs a smart account`, code: 4200 },
    });
  }
  assert.deepEqual(api.control.status().revoked, revokedBefore);
});
