/**
 * The Safe stand-in on a real anvil: the Safe deployed from the official artifacts with its two
 * owners and threshold 2, a proposal recorded at the Safe's nonce with the contract's own
 * hash and nothing sent, then executed with both owners' signatures (one is not enough).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Contract, JsonRpcProvider, Wallet, id, parseEther } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { SAFE_ARTIFACT, SAFE_OWNER_KEYS, SAFE_OWNERS, executeProposal } from './deploySafe.mjs';
import { startSafeStandIn } from './startSafeStandIn.mjs';

/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const RECEIVER = new Wallet(id('portico.safe.test.receiver')).address;

let chain;
let provider;
let standIn;

const post = async (path, body) => {
  const response = await fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};
const proposals = async () =>
  (await (await fetch(`${standIn.controlUrl}/proposals`)).json()).proposals;

before(async () => {
  chain = await startAnvil({ port: 0 });
  provider = new JsonRpcProvider(chain.url, undefined, { staticNetwork: true, cacheTimeout: -1 });
  standIn = await startSafeStandIn({ rpcUrl: chain.url, appOrigin: 'http://127.0.0.1:1' });
});
after(async () => {
  await standIn?.stop();
  provider?.destroy();
  await chain?.stop();
});

describe('the Safe stand-in', () => {
  test('a real Safe: two owners, threshold 2, funded', LIMIT, async () => {
    const safe = new Contract(standIn.safe, SAFE_ARTIFACT.abi, provider);
    assert.deepEqual([...(await safe.getOwners())].sort(), [...SAFE_OWNERS].sort());
    assert.equal(await safe.getThreshold(), 2n);
    assert.equal(await safe.nonce(), 0n);
    assert.equal(await provider.getBalance(standIn.safe), parseEther('10'));
    const info = await (await fetch(`${standIn.url}/safe.json`)).json();
    assert.deepEqual(info, {
      safeAddress: standIn.safe,
      chainId: 31337,
      threshold: 2,
      owners: SAFE_OWNERS,
      isReadOnly: false,
    });
  });

  test('bad proposals are refused and not recorded', LIMIT, async () => {
    for (const txs of [
      [],
      [{ to: 'nope', value: '1', data: '0x' }],
      [{ to: RECEIVER, value: '-1', data: '0x' }],
      [{ to: RECEIVER, value: '1', data: 'zz' }],
      [
        { to: RECEIVER, value: '1', data: '0x' },
        { to: RECEIVER, value: '2', data: '0x' },
      ],
    ]) {
      assert.equal((await post('/proposals', { txs })).status, 400, JSON.stringify(txs));
    }
    assert.equal(
      (await post('/rpc', { call: 'eth_sendRawTransaction', params: ['0x'] })).status,
      400,
    );
    assert.deepEqual(await proposals(), []);
  });

  test('propose, then execute with both owners on anvil', LIMIT, async () => {
    const value = parseEther('0.01');
    const { status, body } = await post('/proposals', {
      txs: [{ to: RECEIVER, value: value.toString(), data: '0x' }],
    });
    assert.equal(status, 200);
    const safe = new Contract(standIn.safe, SAFE_ARTIFACT.abi, provider);
    const expected = await safe.getTransactionHash(
      RECEIVER,
      value,
      '0x',
      0,
      0,
      0,
      0,
      '0x0000000000000000000000000000000000000000',
      '0x0000000000000000000000000000000000000000',
      0,
    );
    assert.equal(body.safeTxHash, expected);
    const [proposal] = await proposals();
    assert.deepEqual(
      {
        to: proposal.to,
        value: proposal.value,
        data: proposal.data,
        operation: proposal.operation,
        nonce: proposal.nonce,
      },
      { to: RECEIVER, value: value.toString(), data: '0x', operation: 0, nonce: 0 },
    );
    // Proposed, not sent.
    assert.equal(await provider.getBalance(RECEIVER), 0n);
    const detail = await (await fetch(`${standIn.url}/proposals/${body.safeTxHash}`)).json();
    assert.equal(detail.txStatus, 'AWAITING_CONFIRMATIONS');

    // One owner is below the threshold.
    await assert.rejects(
      executeProposal(chain.url, standIn.safe, proposal, SAFE_OWNER_KEYS.slice(0, 1)),
    );
    const receipt = await executeProposal(chain.url, standIn.safe, proposal);
    assert.equal(receipt?.status, 1);
    assert.equal(await provider.getBalance(RECEIVER), value);
    assert.equal(await safe.nonce(), 1n);
    const done = await (await fetch(`${standIn.url}/proposals/${body.safeTxHash}`)).json();
    assert.equal(done.txStatus, 'SUCCESS');

    // The next proposal takes the next nonce.
    const next = await post('/proposals', { txs: [{ to: RECEIVER, value: '1', data: '0x' }] });
    assert.equal((await proposals()).at(-1).nonce, 1);
    assert.notEqual(next.body.safeTxHash, body.safeTxHash);
  });

  test('the parent page frames the app origin only, under a strict CSP', LIMIT, async () => {
    const response = await fetch(`${standIn.url}/`);
    const csp = response.headers.get('content-security-policy');
    assert.match(csp ?? '', /frame-src http:\/\/127\.0\.0\.1:1(;|$)/);
    assert.match(csp ?? '', /script-src 'self'/);
    const html = await response.text();
    assert.match(html, /<iframe id="safe-app" title="Safe app">/);
    assert.doesNotMatch(html, /<script>/);
  });
});
