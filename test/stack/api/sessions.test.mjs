/**
 * The stand-in's smart sessions against a real anvil: the secure site (only it: the shared
 * secret) registers a session, GET lists it, and a revocation is accepted only with the
 * account's signature of the pci: a plain key (EIP-191), a deployed smart account (ERC-1271)
 * and an undeployed one (ERC-6492, as the embedded wallet signs). The control API records
 * each accepted revocation.
 * Run: `node --test test/stack/api/sessions.test.mjs`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Wallet } from 'ethers';
import { standInOnChain } from './standInOnChain.mjs';

const CHAIN = 'eip155:31337';
const SECRET = 'sessions-test-secret';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const PROJECT = 'projectId=sessions-test&st=portico&sv=0.1.0';

const stand = standInOnChain({ sessionsSecret: SECRET });

async function request(method, path, body, headers = {}) {
  const response = await fetch(`${stand.api.url}${path}?${PROJECT}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
const get = (path) => request('GET', path);
const post = (path, body, headers) => request('POST', path, body, headers);
const control = async (path) =>
  (await fetch(`${stand.api.controlUrl}${path}`, { signal: AbortSignal.timeout(10_000) })).json();

/** The revocations the control API recorded for `account` (sessions outlive a reset). */
const revocationsOf = async (account) =>
  (await control('/sessions')).revocations.filter((r) => r.account === account);

const nowSeconds = () => Math.floor(Date.now() / 1000);
let pciCount = 0;

/** Registers a fresh session for `account` (CAIP-10) as the secure site does; its pci. */
async function register(account) {
  pciCount += 1;
  const pci = `0x${pciCount.toString(16).padStart(64, '0')}`;
  const answer = await post(
    `/v1/sessions/${account}`,
    {
      pci,
      expiry: nowSeconds() + 3600,
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
      signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x01' } },
      project: { name: 'Portico demo', url: 'http://127.0.0.1:5173' },
    },
    { 'x-portico-stand-in-secret': SECRET },
  );
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return pci;
}

const revoke = (account, pci, signature) =>
  post(`/v1/sessions/${account}/revoke`, { pci, signature });

const smartAccount = (owner) => stand.smartAccount(owner);

describe('registering', () => {
  test('only the secure site (the shared secret) registers; GET lists it', LIMIT, async () => {
    const owner = Wallet.createRandom();
    const account = `${CHAIN}:${owner.address}`;
    const body = {
      pci: '0xabc',
      expiry: nowSeconds() + 60,
      permissions: [{ type: 'contract-call', data: {} }],
      project: { name: 'x', url: 'http://x' },
    };
    assert.equal((await post(`/v1/sessions/${account}`, body)).status, 403);
    assert.equal(
      (await post(`/v1/sessions/${account}`, body, { 'x-portico-stand-in-secret': 'guess' }))
        .status,
      403,
    );
    assert.deepEqual((await get(`/v1/sessions/${account}`)).body, { pcis: [] });

    const pci = await register(account);
    const { body: listed } = await get(`/v1/sessions/${account.toLowerCase()}`);
    assert.equal(listed.pcis.length, 1);
    assert.deepEqual(
      { ...listed.pcis[0], createdAt: 0, expiry: 0 },
      {
        pci,
        createdAt: 0,
        expiry: 0,
        project: { name: 'Portico demo', url: 'http://127.0.0.1:5173' },
        permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
        signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x01' } },
        revokedAt: null,
      },
    );
    assert.deepEqual(
      (await control('/sessions')).sessions.map((s) => [s.account, s.pci]),
      [[account, pci]],
    );
  });

  test('a malformed registration is refused and names the field', LIMIT, async () => {
    const account = `${CHAIN}:${Wallet.createRandom().address}`;
    const answer = await post(
      `/v1/sessions/${account}`,
      { pci: '0x1', expiry: 'soon', permissions: [], project: {} },
      { 'x-portico-stand-in-secret': SECRET },
    );
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'Invalid expiry: unix seconds');
    assert.deepEqual((await get(`/v1/sessions/${account}`)).body, { pcis: [] });
  });
});

describe('revoking', () => {
  test(
    'a plain key (EIP-191): a stranger’s signature is 401, the owner’s revokes',
    LIMIT,
    async () => {
      const owner = Wallet.createRandom();
      const account = `${CHAIN}:${owner.address}`;
      const pci = await register(account);
      const stranger = await revoke(account, pci, await Wallet.createRandom().signMessage(pci));
      assert.equal(stranger.status, 401);
      assert.equal((await get(`/v1/sessions/${account}`)).body.pcis[0].revokedAt, null);
      assert.deepEqual(await revocationsOf(account), []);

      const signature = await owner.signMessage(pci);
      assert.deepEqual((await revoke(account, pci, signature)).body, { success: true });
      assert.equal(typeof (await get(`/v1/sessions/${account}`)).body.pcis[0].revokedAt, 'number');
      assert.deepEqual(
        (await revocationsOf(account)).map(({ account: a, pci: p, signature: s }) => [a, p, s]),
        [[account, pci, signature]],
      );
    },
  );

  test('an unknown pci is 404; another account’s pci too', LIMIT, async () => {
    const owner = Wallet.createRandom();
    const account = `${CHAIN}:${owner.address}`;
    const pci = await register(account);
    assert.equal((await revoke(account, '0xdead', await owner.signMessage('0xdead'))).status, 404);
    const other = Wallet.createRandom();
    assert.equal(
      (await revoke(`${CHAIN}:${other.address}`, pci, await other.signMessage(pci))).status,
      404,
    );
  });

  test(
    'a deployed smart account (ERC-1271) revokes with its owner’s signature',
    LIMIT,
    async () => {
      const owner = Wallet.createRandom();
      const client = smartAccount(owner);
      await stand.deployAccountOf(owner);
      assert.equal(await client.isDeployed(), true);
      const account = `${CHAIN}:${await client.address()}`;
      const pci = await register(account);

      // The owner's key signing as itself is not the account's signature of this account's pci
      // for another account: a different smart account's owner is refused.
      const stranger = await smartAccount().signMessage(pci);
      assert.equal((await revoke(account, pci, stranger)).status, 401);
      const signature = await client.signMessage(pci);
      assert.equal(signature.length, 132, 'a plain 65-byte signature once deployed');
      assert.equal((await revoke(account, pci, signature)).status, 200);
      assert.deepEqual(
        (await revocationsOf(account)).map((r) => r.pci),
        [pci],
      );
    },
  );

  test('an undeployed smart account (ERC-6492) revokes, and stays undeployed', LIMIT, async () => {
    const client = smartAccount();
    const account = `${CHAIN}:${await client.address()}`;
    const pci = await register(account);
    const signature = await client.signMessage(pci);
    assert.ok(signature.endsWith('6492'.repeat(16)), 'ERC-6492 wrapped');
    // Another owner's undeployed account: its deployment call makes another address.
    assert.equal((await revoke(account, pci, await smartAccount().signMessage(pci))).status, 401);
    assert.equal((await revoke(account, pci, signature)).status, 200);
    assert.equal(await client.isDeployed(), false);
    // Revoking again is accepted and recorded once.
    assert.equal((await revoke(account, pci, signature)).status, 200);
    assert.equal((await revocationsOf(account)).length, 1);
  });
});
