/**
 * The stand-in's name registry against a real anvil: registration signed by a plain key
 * (EIP-191), by a deployed smart account (ERC-1271) and by one not deployed yet (ERC-6492, as
 * the embedded wallet's smart accounts sign), the message's rules and timestamp window, taken
 * names, suggestions, lookups both ways, and one registry per project id.
 * Run: `node --test test/stack/api/names.test.mjs`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Wallet } from 'ethers';
import { DEV_ADDRESSES } from './devAccounts.mjs';
import { standInOnChain } from './standInOnChain.mjs';

const [ALICE, BOB] = DEV_ADDRESSES;
const BOB_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
/** ENSIP-11 coin type of the local chain: 0x80000000 | 31337. */
const COIN_TYPE = 2147514985;
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

const stand = standInOnChain();

const query = (projectId) => `projectId=${projectId}&st=portico&sv=0.1.0`;
const url = (path, projectId) =>
  `${stand.api.url}${path}${path.includes('?') ? '&' : '?'}${query(projectId)}`;

async function get(path, projectId = 'names-test') {
  const response = await fetch(url(path, projectId), { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

async function post(path, body, projectId = 'names-test') {
  const response = await fetch(url(path, projectId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: await response.json() };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The client's message (src/features/names/buildRegistrationMessage.ts), exactly. */
const messageOf = (name, timestamp = nowSeconds(), attributes = {}) =>
  JSON.stringify({ name, attributes, timestamp });

/** A registration body signed by `signer` (anything with `signMessage`) for `address`. */
async function signed(signer, address, name, options = {}) {
  const message = options.message ?? messageOf(name, options.timestamp);
  return {
    coin_type: options.coinType ?? COIN_TYPE,
    address,
    message,
    signature: await signer.signMessage(message),
  };
}

/** The API's first reason description, as the client reads it. */
const reasonOf = (answer) => answer.body?.reasons?.[0]?.description;

/** A smart account of a fresh owner, signing as the embedded wallet's secure site does. */
const smartAccount = (owner = Wallet.createRandom()) => ({
  owner,
  client: stand.smartAccount(owner),
});

describe('registration', () => {
  test(
    'EOA (EIP-191): registers, then lookup, reverse lookup and identity show it',
    LIMIT,
    async () => {
      const body = await signed(new Wallet(BOB_KEY), BOB, 'bobby-portico.portico');
      assert.deepEqual((await post('/v1/profile/account', body)).body, {
        success: true,
        name: 'bobby-portico.portico',
      });
      const profile = await get('/v1/profile/account/bobby-portico.portico?apiVersion=2');
      assert.equal(profile.status, 200);
      assert.deepEqual(profile.body.addresses, { 60: { address: BOB } });
      const reverse = await get(`/v1/profile/reverse/${BOB}?sender=${BOB}&apiVersion=2`);
      assert.deepEqual(
        reverse.body.map((p) => p.name),
        ['bob.portico', 'bobby-portico.portico'],
      );
      assert.deepEqual(stand.api.control.status().names, ['bobby-portico.portico']);
    },
  );

  test(
    'a deployed smart account (ERC-1271) registers with its owner’s signature',
    LIMIT,
    async () => {
      const { owner, client } = smartAccount();
      const account = await client.address();
      // Deployed through the public factory by anyone.
      await stand.deployAccountOf(owner);
      assert.equal(await client.isDeployed(), true);

      const body = await signed(client, account, 'smart-portico.portico');
      assert.equal(body.signature.length, 132, 'a plain 65-byte signature once deployed');
      const stranger = await signed(smartAccount().client, account, 'smart-portico.portico');
      assert.equal((await post('/v1/profile/account', stranger)).status, 401);
      assert.equal((await post('/v1/profile/account', body)).status, 200);
      const reverse = await get(`/v1/profile/reverse/${account}?apiVersion=2`);
      assert.deepEqual(
        reverse.body.map((p) => p.name),
        ['smart-portico.portico'],
      );
    },
  );

  test(
    'an undeployed smart account (ERC-6492) registers, and stays undeployed',
    LIMIT,
    async () => {
      const { client } = smartAccount();
      const account = await client.address();
      const body = await signed(client, account, 'counterfactual.portico');
      assert.match(
        body.signature,
        /6492649264926492649264926492649264926492649264926492649264926492$/,
      );

      const other = smartAccount();
      const forged = await signed(other.client, account, 'counterfactual.portico');
      const refused = await post('/v1/profile/account', forged);
      assert.equal(refused.status, 401);
      assert.equal(reasonOf(refused), 'Signature does not match the address');

      assert.equal((await post('/v1/profile/account', body)).status, 200);
      assert.equal(await stand.provider.getCode(account), '0x');
      assert.equal(
        (await get('/v1/profile/account/counterfactual.portico?apiVersion=2')).body.addresses[60]
          .address,
        account,
      );
    },
  );
});

describe('refusals, each with its reason', () => {
  const bob = new Wallet(BOB_KEY);

  test('the timestamp window: not older than 10 minutes, not in the future', LIMIT, async () => {
    const old = await signed(bob, BOB, 'old-message.portico', { timestamp: nowSeconds() - 601 });
    const stale = await post('/v1/profile/account', old);
    assert.equal(stale.status, 400);
    assert.equal(reasonOf(stale), 'The message is older than 10 minutes');

    const later = await signed(bob, BOB, 'future-message.portico', {
      timestamp: nowSeconds() + 60,
    });
    const future = await post('/v1/profile/account', later);
    assert.equal(future.status, 400);
    assert.equal(reasonOf(future), 'The message timestamp is in the future');

    const edge = await signed(bob, BOB, 'nine-minutes.portico', { timestamp: nowSeconds() - 540 });
    assert.equal((await post('/v1/profile/account', edge)).status, 200);
  });

  test('milliseconds are not seconds', LIMIT, async () => {
    const body = await signed(bob, BOB, 'milliseconds.portico', { timestamp: Date.now() });
    assert.equal(
      reasonOf(await post('/v1/profile/account', body)),
      'The message timestamp is in the future',
    );
  });

  test('names: letters, digits and hyphens, at least 4, in the zone', LIMIT, async () => {
    for (const name of ['bob.portico', 'bob_by.portico', 'Bobby.portico', 'bobby.eth', 'bobby']) {
      const answer = await post('/v1/profile/account', await signed(bob, BOB, name));
      assert.equal(answer.status, 400, name);
      assert.match(
        reasonOf(answer),
        /^Invalid name .*: 4 to 63 lower-case letters, digits or hyphens, then \.portico$/,
      );
    }
  });

  test('the message: JSON with name, attributes (strings) and timestamp', LIMIT, async () => {
    const cases = [
      ['not json', 'The message must be JSON: { name, attributes, timestamp }'],
      [JSON.stringify({ attributes: {}, timestamp: nowSeconds() }), 'The message has no name'],
      [
        JSON.stringify({ name: 'attrs-list.portico', attributes: [], timestamp: nowSeconds() }),
        'The message attributes must be an object of strings',
      ],
      [
        JSON.stringify({ name: 'no-time.portico', attributes: {} }),
        'The message timestamp must be whole seconds',
      ],
    ];
    for (const [message, reason] of cases) {
      const answer = await post('/v1/profile/account', await signed(bob, BOB, '', { message }));
      assert.equal(answer.status, 400, message);
      assert.equal(reasonOf(answer), reason);
    }
  });

  test('the coin type: ENSIP-11 of a served EVM chain only', LIMIT, async () => {
    const ethereum = await post(
      '/v1/profile/account',
      await signed(bob, BOB, 'coin-sixty.portico', { coinType: 60 }),
    );
    assert.equal(reasonOf(ethereum), 'Unsupported coin_type 60: expected 0x80000000 | chainId');
    const unserved = await post(
      '/v1/profile/account',
      await signed(bob, BOB, 'mainnet-name.portico', { coinType: 0x80000001 }),
    );
    assert.equal(reasonOf(unserved), 'Unsupported coin_type 2147483649: no chain 1');
  });

  test('a signature of another key, and a taken name', LIMIT, async () => {
    const forged = await signed(bob, ALICE, 'not-alices.portico');
    assert.equal((await post('/v1/profile/account', forged)).status, 401);
    const taken = await post('/v1/profile/account', await signed(bob, BOB, 'alice.portico'));
    assert.equal(taken.status, 409);
    assert.equal(reasonOf(taken), 'Name alice.portico is already registered');
    assert.equal(taken.body.message, 'Name alice.portico is already registered');
  });
});

describe('suggestions and projects', () => {
  test('a taken name: marked taken, followed by free variants only', LIMIT, async () => {
    const bob = new Wallet(BOB_KEY);
    assert.equal(
      (await post('/v1/profile/account', await signed(bob, BOB, 'alice1.portico'))).status,
      200,
    );
    const { status, body } = await get('/v1/profile/suggestions/alice?zone=portico');
    assert.equal(status, 200);
    assert.deepEqual(body.suggestions, [
      { name: 'alice.portico', registered: true },
      { name: 'alice2.portico', registered: false },
      { name: 'alice3.portico', registered: false },
      { name: 'alice4.portico', registered: false },
      { name: 'alice5.portico', registered: false },
    ]);
    const free = await get('/v1/profile/suggestions/zebra-crossing?zone=portico');
    assert.deepEqual(free.body.suggestions[0], {
      name: 'zebra-crossing.portico',
      registered: false,
    });
    const short = await get('/v1/profile/suggestions/abc?zone=portico');
    assert.equal(short.status, 400);
    assert.equal(reasonOf(short), 'Invalid name abc: 4 to 63 letters, digits or hyphens');
  });

  test('each project id has its own registry; reset empties them', LIMIT, async () => {
    const body = await signed(new Wallet(BOB_KEY), BOB, 'per-project.portico');
    assert.equal((await post('/v1/profile/account', body, 'project-a')).status, 200);
    const path = '/v1/profile/account/per-project.portico?apiVersion=2';
    assert.equal((await get(path, 'project-a')).status, 200);
    assert.equal((await get(path, 'project-b')).status, 404);
    // The same name is free in another project.
    assert.equal((await post('/v1/profile/account', body, 'project-b')).status, 200);
    stand.api.control.reset();
    assert.equal((await get(path, 'project-a')).status, 404);
    assert.equal(
      (await get('/v1/profile/account/alice.portico?apiVersion=2', 'project-a')).status,
      200,
    );
  });
});
