/**
 * The offline WalletConnect stand-ins, without the product: a dapp-side
 * `@walletconnect/sign-client` talks through the local relay to the local peer wallet.
 * Run: `node --test test/stack/walletconnect/` (part of `npm test`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SignClient } from '@walletconnect/sign-client';
import { JsonRpcProvider, hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import WebSocket from 'ws';
import { startAnvil } from '../chain/startAnvil.mjs';
import { startPeerWallet } from './peerWallet.mjs';
import { startRelay } from './relay.mjs';
import { memoryStorage } from './memoryStorage.mjs';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CHAIN = 'eip155:31337';
/** No test may hang the suite: a lost message fails that test, and teardown still runs. */
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

let relay;
let chain;
let wallet;
const dapps = [];

async function control(path, body) {
  const response = await fetch(`${wallet.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${payload?.error}`);
  return payload;
}

async function relayControl(path, body = {}) {
  const response = await fetch(`${relay.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200);
  return response.json();
}

async function newDapp() {
  const dapp = await SignClient.init({
    projectId: 'portico-test',
    relayUrl: relay.url,
    storage: memoryStorage(),
    customStoragePrefix: `portico-test-dapp-${dapps.length}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: `Test dapp ${dapps.length}`,
      description: 'test',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  dapps.push(dapp);
  return dapp;
}

async function propose(dapp) {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [CHAIN, 'eip155:31338'],
        methods: [
          'personal_sign',
          'eth_sendTransaction',
          'eth_chainId',
          'wallet_switchEthereumChain',
        ],
        events: ['accountsChanged', 'chainChanged'],
      },
    },
  });
  assert.ok(uri?.startsWith('wc:'));
  const settled = approval();
  settled.catch(() => {}); // observed by the caller; avoids an unhandled rejection meanwhile
  await control('/pair', { uri });
  return settled;
}

/** @type {(emitter: any, name: string, predicate?: (event: any) => boolean, timeoutMs?: number) => Promise<any>} */
const nextEvent = (emitter, name, predicate = () => true, timeoutMs = 4 * 60_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const listener = (event) => {
      if (!predicate(event)) return;
      clearTimeout(timer);
      emitter.off(name, listener);
      resolve(event);
    };
    emitter.on(name, listener);
  });

const personalSign = (dapp, topic, text, address = ACCOUNT_0) =>
  dapp.request({
    topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: [hexlify(toUtf8Bytes(text)), address] },
  });

before(async () => {
  relay = await startRelay({ port: 0 });
  chain = await startAnvil({ port: 0, chainId: 31337 });
  wallet = await startPeerWallet({
    port: 0,
    relayUrl: relay.url,
    chains: [
      { chainId: 31337, rpcUrl: chain.url },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:9' },
    ],
    proposals: 'approve',
    requests: 'approve',
  });
});

after(async () => {
  for (const dapp of dapps) {
    dapp.core.heartbeat.stop();
    await dapp.core.relayer.transportClose().catch(() => {});
  }
  await wallet?.stop();
  await chain?.stop();
  await relay?.stop();
});

describe('dapp ↔ local relay ↔ peer wallet', () => {
  let dapp;
  let session;

  test(
    'an approved proposal gives a session with the dev account on both chains',
    LIMIT,
    async () => {
      dapp = await newDapp();
      session = await propose(dapp);
      assert.deepEqual(session.namespaces.eip155.accounts, [
        `${CHAIN}:${ACCOUNT_0}`,
        `eip155:31338:${ACCOUNT_0}`,
      ]);
      const status = await control('/status');
      assert.equal(status.sessions.length, 1);
      assert.equal(status.sessions[0].topic, session.topic);
    },
  );

  test('personal_sign round trip verifies against the address', LIMIT, async () => {
    const signature = await personalSign(dapp, session.topic, 'Hello from Portico');
    assert.equal(verifyMessage('Hello from Portico', signature), ACCOUNT_0);
  });

  test('eth_chainId and eth_sendTransaction reach the local chain', LIMIT, async () => {
    assert.equal(
      await dapp.request({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'eth_chainId', params: [] },
      }),
      '0x7a69',
    );
    const hash = await dapp.request({
      topic: session.topic,
      chainId: CHAIN,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: '0x1' }],
      },
    });
    const provider = new JsonRpcProvider(chain.url, 31337, { staticNetwork: true });
    const receipt = await provider.waitForTransaction(hash, 1, 10_000);
    provider.destroy();
    assert.equal(receipt?.status, 1);
  });

  test('a rejected request rejects with 4001', LIMIT, async () => {
    await control('/behavior', { requests: 'reject' });
    try {
      await assert.rejects(
        personalSign(dapp, session.topic, 'no'),
        (/** @type {any} */ error) => error.code === 4001,
      );
    } finally {
      await control('/behavior', { requests: 'approve' });
    }
  });

  test('wallet events reach the dapp: chainChanged, accountsChanged', LIMIT, async () => {
    const chainChanged = nextEvent(
      dapp,
      'session_event',
      (e) => e.params.event.name === 'chainChanged',
    );
    await control('/events', { name: 'chainChanged', chainId: 31338 });
    const chainEvent = await chainChanged;
    assert.equal(chainEvent.params.event.data, 31338);
    assert.equal(chainEvent.params.chainId, 'eip155:31338');

    const accountsChanged = nextEvent(
      dapp,
      'session_event',
      (e) => e.params.event.name === 'accountsChanged',
    );
    const updated = nextEvent(dapp, 'session_update');
    await control('/events', { name: 'accountsChanged', accountIndex: 1 });
    assert.deepEqual((await accountsChanged).params.event.data, [ACCOUNT_1]);
    assert.ok((await updated).params.namespaces.eip155.accounts.includes(`${CHAIN}:${ACCOUNT_1}`));
    const signature = await personalSign(dapp, session.topic, 'second account', ACCOUNT_1);
    assert.equal(verifyMessage('second account', signature), ACCOUNT_1);
  });

  test(
    'the relay drops every socket mid-session and a later request still succeeds',
    LIMIT,
    async () => {
      const before = await relayControl('/drop');
      assert.equal(before.sockets, 0);
      const signature = await personalSign(dapp, session.topic, 'after the drop', ACCOUNT_1);
      assert.equal(verifyMessage('after the drop', signature), ACCOUNT_1);
    },
  );

  test('a wallet-side disconnect reaches the dapp', LIMIT, async () => {
    const deleted = nextEvent(dapp, 'session_delete');
    await control('/disconnect', { topic: session.topic });
    assert.equal((await deleted).topic, session.topic);
    assert.equal(dapp.session.getAll().length, 0);
  });

  test('a rejected proposal rejects the approval with the user-rejected error', LIMIT, async () => {
    await control('/reset', { proposals: 'reject', requests: 'approve' });
    const rejectingDapp = await newDapp();
    await assert.rejects(
      propose(rejectingDapp),
      (/** @type {any} */ error) => error.code === 5000 && /rejected/i.test(error.message),
    );
    const log = await control('/log');
    assert.equal(log.at(-1).outcome, 'rejected');
  });

  test('manual mode lists the pending proposal and approves it on request', LIMIT, async () => {
    await control('/reset', { proposals: 'manual', requests: 'manual' });
    const manualDapp = await newDapp();
    const settled = propose(manualDapp);
    let status = await control('/status');
    while (status.proposals.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await control('/status');
    }
    assert.equal(status.proposals.length, 1);
    assert.equal(status.proposals[0].peer.name, 'Test dapp 2');
    await control(`/proposals/${status.proposals[0].id}/approve`, {});
    const manualSession = await settled;

    const signing = personalSign(manualDapp, manualSession.topic, 'manual');
    status = await control('/status');
    while (status.requests.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await control('/status');
    }
    assert.equal(status.requests[0].method, 'personal_sign');
    await control(`/requests/${status.requests[0].id}/approve`, {});
    assert.equal(verifyMessage('manual', await signing), ACCOUNT_0);
    await control('/reset', { proposals: 'approve', requests: 'approve' });
  });
});

describe('relay', () => {
  const fakeJwt = (iss) => `e30.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.sig`;

  function rawClient(iss) {
    const socket = new WebSocket(`${relay.url}/?auth=${fakeJwt(iss)}&projectId=x`);
    const pushes = [];
    const onPush = [];
    let nextId = 1;
    const pending = new Map();
    socket.on('message', (data) => {
      const payload = JSON.parse(String(data));
      if (payload.method === 'irn_subscription') {
        pushes.push(payload.params.data);
        socket.send(JSON.stringify({ id: payload.id, jsonrpc: '2.0', result: true }));
        for (const wake of onPush.splice(0)) wake();
      } else pending.get(payload.id)?.(payload);
    });
    const call = (method, params) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
      });
    const open = new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const close = () =>
      new Promise((resolve) => {
        socket.once('close', resolve);
        socket.close();
      });
    /** Resolves once `count` messages have been pushed to this client. */
    const pushed = async (count) => {
      while (pushes.length < count) await new Promise((wake) => onPush.push(wake));
    };
    return { open, call, pushes, pushed, close };
  }

  test(
    'the mailbox delivers a message published before the subscriber arrived, once per client',
    LIMIT,
    async () => {
      const publisher = rawClient('did:key:publisher');
      await publisher.open;
      const published = await publisher.call('irn_publish', {
        topic: 'mailbox-topic',
        message: 'hello',
        ttl: 300,
        tag: 1108,
      });
      assert.equal(published.result, true);

      const late = rawClient('did:key:late');
      await late.open;
      const subscribed = await late.call('irn_subscribe', { topic: 'mailbox-topic' });
      assert.equal(typeof subscribed.result, 'string');
      await late.pushed(1);
      assert.deepEqual(
        late.pushes.map((p) => [p.topic, p.message, p.tag]),
        [['mailbox-topic', 'hello', 1108]],
      );
      await late.close();

      // The same client again (same iss): already delivered.
      const again = rawClient('did:key:late');
      await again.open;
      await again.call('irn_subscribe', { topic: 'mailbox-topic' });
      // Live messages still arrive; the publisher never gets its own. The relay answers in
      // order, so a mailbox push to `again`, or `live` echoed to the publisher, would come
      // before the message each waits for.
      await publisher.call('irn_subscribe', { topic: 'mailbox-topic' });
      await publisher.call('irn_publish', {
        topic: 'mailbox-topic',
        message: 'live',
        ttl: 300,
        tag: 1108,
      });
      await again.pushed(1);
      assert.deepEqual(
        again.pushes.map((p) => p.message),
        ['live'],
      );
      await again.call('irn_publish', {
        topic: 'mailbox-topic',
        message: 'marker',
        ttl: 300,
        tag: 1108,
      });
      await publisher.pushed(1);
      assert.deepEqual(
        publisher.pushes.map((p) => p.message),
        ['marker'],
      );
      await again.close();
      await publisher.close();
    },
  );

  test('refuse and delay switches', LIMIT, async () => {
    await relayControl('/refuse', { on: true });
    const refused = rawClient('did:key:refused');
    await assert.rejects(refused.open, /503/);
    await assert.rejects(rawClient('did:key:refused').open, /503/);
    await assert.rejects(rawClient('did:key:refused-too').open, /503/);
    const { refusedClients } = await (await fetch(`${relay.controlUrl}/status`)).json();
    assert.equal(refusedClients, 2, 'each client counted once');
    await relayControl('/reset');

    await relayControl('/delay', { ms: 300 });
    const slow = rawClient('did:key:slow');
    await slow.open;
    const started = Date.now();
    await slow.call('irn_subscribe', { topic: 'slow-topic' });
    assert.ok(Date.now() - started >= 250);
    await relayControl('/reset');
    await slow.close();
  });
});

describe('peer wallet page', () => {
  test('is served under a strict CSP with no inline script or style', LIMIT, async () => {
    const response = await fetch(wallet.url);
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/);
    const html = await response.text();
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/i);
    assert.doesNotMatch(html, /<style|\sstyle=|\son[a-z]+=/i);
    for (const asset of ['wallet.js', 'wallet.css']) {
      assert.equal((await fetch(new URL(asset, wallet.url))).status, 200);
    }
  });

  test('the control API refuses posts that are not JSON', LIMIT, async () => {
    const response = await fetch(`${wallet.controlUrl}/disconnect`, { method: 'POST', body: '{}' });
    assert.equal(response.status, 415);
  });
});
