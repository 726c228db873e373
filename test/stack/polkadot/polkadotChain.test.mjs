// The local Polkadot chain (chopsticks on Rococo Asset Hub's genesis runtime) through an
// unmodified @polkadot/api: constants, balances, a real transfer signed with a dev account's
// ed25519 key (events, fees, finality), the runtime's errors the adapter maps (keep-alive,
// insufficient balance, existential deposit, unpayable fee), the test controls, a browser
// Origin, and a stop that leaves nothing running.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hexToBytes } from '@noble/hashes/utils';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import WebSocket from 'ws';
import {
  POLKADOT_CAIP_NETWORK_ID,
  POLKADOT_DEV_ACCOUNTS,
  POLKADOT_DEV_FUNDING,
  POLKADOT_EXISTENTIAL_DEPOSIT,
  POLKADOT_GENESIS_HASH,
} from './devAccounts.mjs';
import { accountInfo, freeBalance, fundAccount, newBlock, resetChain } from './polkadotControl.mjs';
import { startPolkadotChain } from './startPolkadotChain.mjs';
import { errorMessage } from '../errorMessage.mjs';

const ROC = 10n ** 12n;
const ED = BigInt(POLKADOT_EXISTENTIAL_DEPOSIT);

let chain;
let api;
let keyring;
const chopsticksLog = [];
const pair = (index) => keyring.addFromSeed(hexToBytes(POLKADOT_DEV_ACCOUNTS[index].seed));
let freshCount = 0;
/** A new ed25519 account nobody used: a receiver with no balance. */
const freshPair = () => keyring.addFromUri(`//polkadot-chain-test-${process.pid}-${freshCount++}`);

/**
 * Signs and sends `tx`, resolving once it is finalized with its statuses, events
 * (`section.method`), the dispatch error (`section.name`, null on success) and the fee paid
 * (balances.Withdraw). Rejects when the pool refuses it (1010 …).
 */
function submit(tx, signer) {
  return new Promise((resolveSubmit, rejectSubmit) => {
    const statuses = [];
    tx.signAndSend(signer, (result) => {
      statuses.push(result.status.type);
      if (!result.status.isFinalized) return;
      const { dispatchError } = result;
      let error = null;
      if (dispatchError?.isModule) {
        const { section, name } = api.registry.findMetaError(dispatchError.asModule);
        error = `${section}.${name}`;
      } else if (dispatchError) error = dispatchError.toString();
      const withdraw = result.events.find(
        ({ event }) => event.section === 'balances' && event.method === 'Withdraw',
      );
      resolveSubmit({
        statuses,
        events: result.events.map(({ event }) => `${event.section}.${event.method}`),
        error,
        fee: withdraw ? withdraw.event.data[1].toBigInt() : 0n,
        blockHash: result.status.asFinalized.toHex(),
      });
    }).catch(rejectSubmit);
  });
}

before(async () => {
  await cryptoWaitReady();
  keyring = new Keyring({ type: 'ed25519', ss58Format: 42 });
  chain = await startPolkadotChain({ log: (line) => chopsticksLog.push(line) });
  console.log(`chopsticks ready in ${chain.startupMs} ms on ${chain.url}`);
  const startedAt = Date.now();
  api = await ApiPromise.create({ provider: new WsProvider(chain.url), noInitWarn: true });
  console.log(`ApiPromise.create: ${Date.now() - startedAt} ms`);
});

after(async () => {
  await api?.disconnect();
  await chain?.stop();
});

describe('the local Polkadot chain', () => {
  test('reports its genesis, CAIP-2 id, token and existential deposit, as the runtime does', async () => {
    assert.equal(chain.genesisHash, POLKADOT_GENESIS_HASH);
    assert.equal(chain.caipNetworkId, POLKADOT_CAIP_NETWORK_ID);
    assert.match(chain.url, /^ws:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(api.genesisHash.toHex(), chain.genesisHash);
    assert.equal((await api.rpc.system.chain()).toString(), chain.chainName);
    assert.equal(api.runtimeVersion.specName.toString(), 'statemine');
    assert.equal(api.runtimeVersion.specVersion.toNumber(), 900);
    assert.equal(api.registry.chainDecimals[0], chain.decimals);
    assert.equal(api.registry.chainTokens[0], chain.symbol);
    assert.equal(api.registry.chainSS58, chain.ss58Prefix);
    assert.equal(api.consts.system.ss58Prefix.toNumber(), 2);
    const [first] = chain.devAccounts;
    assert.equal(api.createType('AccountId', first.address).toString(), first.chainAddress);
    assert.equal(api.consts.balances.existentialDeposit.toString(), chain.existentialDeposit);
    assert.deepEqual(
      chain.devAccounts.map(({ address, free }) => [address, free]),
      POLKADOT_DEV_ACCOUNTS.map(({ address }, index) => [address, POLKADOT_DEV_FUNDING[index]]),
    );
  });

  test("@polkadot/api reads the dev accounts' start balances", async () => {
    for (const [index, { address }] of POLKADOT_DEV_ACCOUNTS.entries()) {
      const { data, nonce } = await api.query.system.account(address);
      assert.equal(data.free.toString(), POLKADOT_DEV_FUNDING[index]);
      assert.equal(nonce.toNumber(), 0);
    }
  });

  test('transferKeepAlive signed with an ed25519 dev key: Finalized in order, real events, balances move', async () => {
    const sender = pair(0);
    const receiver = freshPair();
    const before = await freeBalance(chain.url, sender.address);
    const startedAt = Date.now();
    const result = await submit(
      api.tx.balances.transferKeepAlive(receiver.address, 2n * ROC),
      sender,
    );
    console.log(`transferKeepAlive → Finalized: ${Date.now() - startedAt} ms`);
    assert.equal(result.error, null);
    // Usually Ready, Broadcast, InBlock, Finalized. Under load chopsticks' watch may skip a
    // step (a CI run once saw no InBlock), so only the order and the end are fixed.
    const steps = result.statuses.map((status) =>
      ['Ready', 'Broadcast', 'InBlock', 'Finalized'].indexOf(status),
    );
    assert.ok(!steps.includes(-1), String(result.statuses));
    assert.deepEqual(
      steps,
      [...steps].sort((a, b) => a - b),
      String(result.statuses),
    );
    assert.equal(result.statuses.at(-1), 'Finalized');
    for (const event of [
      'balances.Withdraw',
      'balances.Transfer',
      'system.NewAccount',
      'balances.Endowed',
      'system.ExtrinsicSuccess',
    ])
      assert.ok(result.events.includes(event), `${event} in ${result.events}`);
    assert.ok(result.fee > 0n && result.fee < ROC / 1000n, `fee ${result.fee}`);
    assert.equal((await api.query.system.account(receiver.address)).data.free.toBigInt(), 2n * ROC);
    assert.equal(await freeBalance(chain.url, sender.address), before - 2n * ROC - result.fee);
    assert.equal((await api.query.system.account(sender.address)).nonce.toNumber(), 1);
  });

  test('leaving less than the existential deposit with transferKeepAlive fails: balances.KeepAlive', async () => {
    const sender = keyring.addFromUri(`//polkadot-chain-test-keepalive-${process.pid}`);
    await fundAccount(chain.url, sender.address, ROC / 100n);
    const free = await freeBalance(chain.url, sender.address);
    const fee = (
      await api.tx.balances.transferKeepAlive(pair(0).address, free).paymentInfo(sender)
    ).partialFee.toBigInt();
    const result = await submit(
      api.tx.balances.transferKeepAlive(pair(0).address, free - fee - 1n),
      sender,
    );
    assert.equal(result.error, 'balances.KeepAlive');
    assert.ok(result.events.includes('system.ExtrinsicFailed'));
    assert.equal(result.fee, fee); // the fee is paid all the same
    assert.equal(await freeBalance(chain.url, sender.address), free - fee);
  });

  test('more than the balance fails: balances.InsufficientBalance (dev account 3, 0.01 ROC)', async () => {
    const before = await freeBalance(chain.url, POLKADOT_DEV_ACCOUNTS[3].address);
    assert.ok(before < ROC);
    const result = await submit(api.tx.balances.transferKeepAlive(pair(0).address, ROC), pair(3));
    assert.equal(result.error, 'balances.InsufficientBalance');
    assert.equal(
      await freeBalance(chain.url, POLKADOT_DEV_ACCOUNTS[3].address),
      before - result.fee,
    );
  });

  test('less than the existential deposit to a new account fails: balances.ExistentialDeposit', async () => {
    const result = await submit(
      api.tx.balances.transferKeepAlive(freshPair().address, ED - 1n),
      pair(2),
    );
    assert.equal(result.error, 'balances.ExistentialDeposit');
  });

  test('a sender that cannot pay the fee is refused by the pool: 1010 invalid payment', async () => {
    await assert.rejects(
      submit(api.tx.balances.transferKeepAlive(pair(0).address, ED), freshPair()),
      (error) => {
        assert.match(errorMessage(error), /^1010: .*"invalid".*"payment"/);
        return true;
      },
    );
  });

  test('fundAccount sets a free balance (a new account, or one keeping its nonce) in a new block', async () => {
    const fresh = freshPair();
    const head = (await api.rpc.chain.getHeader()).number.toNumber();
    const funded = await fundAccount(chain.url, fresh.address, 5n * ROC);
    assert.equal(funded.free, 5n * ROC);
    assert.equal((await api.rpc.chain.getHeader()).number.toNumber(), head + 1);
    assert.equal(funded.blockHash, (await api.rpc.chain.getBlockHash()).toHex());
    assert.equal((await api.query.system.account(fresh.address)).data.free.toBigInt(), 5n * ROC);
    // …and the new account can send at once.
    assert.equal(
      (await submit(api.tx.balances.transferKeepAlive(pair(1).address, ROC), fresh)).error,
      null,
    );

    const nonce = (await accountInfo(chain.url, POLKADOT_DEV_ACCOUNTS[0].address)).nonce;
    assert.ok(nonce >= 1);
    await fundAccount(chain.url, POLKADOT_DEV_ACCOUNTS[0].address, 7n * ROC);
    assert.deepEqual(await accountInfo(chain.url, POLKADOT_DEV_ACCOUNTS[0].address), {
      nonce,
      consumers: 0,
      providers: 1,
      sufficients: 0,
      free: 7n * ROC,
      reserved: 0n,
      miscFrozen: 0n,
      feeFrozen: 0n,
    });
    await assert.rejects(fundAccount(chain.url, fresh.address, ED - 1n), RangeError);
  });

  test('newBlock builds empty blocks', async () => {
    const head = (await api.rpc.chain.getHeader()).number.toNumber();
    const hash = await newBlock(chain.url, { count: 2 });
    const header = await api.rpc.chain.getHeader();
    assert.equal(header.number.toNumber(), head + 2);
    assert.equal(header.hash.toHex(), hash);
  });

  test('a browser page can connect: WebSocket with an Origin header, HTTP with CORS', async () => {
    const origin = 'http://127.0.0.1:5173';
    const answer = await new Promise((resolveAnswer, rejectAnswer) => {
      const socket = new WebSocket(chain.url, { headers: { Origin: origin } });
      socket.on('open', () =>
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
        ),
      );
      socket.on('message', (data) => {
        socket.close();
        resolveAnswer(JSON.parse(String(data)));
      });
      socket.on('unexpected-response', (_request, response) =>
        rejectAnswer(new Error(`upgrade refused: HTTP ${response.statusCode}`)),
      );
      socket.on('error', rejectAnswer);
    });
    assert.equal(answer.result, POLKADOT_GENESIS_HASH);

    const preflight = await fetch(chain.httpUrl, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    assert.ok(preflight.ok, `preflight HTTP ${preflight.status}`);
    const response = await fetch(chain.httpUrl, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system_chain', params: [] }),
    });
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal((await response.json()).result, chain.chainName);
  });

  test('resetChain goes back to the funded start state', async () => {
    await resetChain(chain.url, chain.startBlockHash);
    assert.equal((await api.rpc.chain.getBlockHash()).toHex(), chain.startBlockHash);
    for (const [index, { address }] of POLKADOT_DEV_ACCOUNTS.entries()) {
      const info = await accountInfo(chain.url, address);
      assert.equal(info.free, BigInt(POLKADOT_DEV_FUNDING[index]));
      assert.equal(info.nonce, 0);
    }
    // …and builds on from there.
    const result = await submit(
      api.tx.balances.transferKeepAlive(freshPair().address, ROC),
      pair(0),
    );
    assert.equal(result.error, null);
    assert.equal((await api.rpc.chain.getHeader()).number.toNumber(), 2);
  });

  test('stop() ends chopsticks', async () => {
    await api.disconnect();
    await chain.stop();
    assert.throws(() => process.kill(chain.pid, 0), { code: 'ESRCH' });
    await chain.stop(); // twice is fine
  });
});
