/**
 * What the stand-in refuses, and with which SDK code and log: every broadcast goes through the
 * ante checks in the SDK's order (checkTx.mjs), so a wrong chain id, key, sequence, fee or
 * balance fails as it would on a real node, while a message that fails after CheckTx is
 * included in its block with that code (a DeliverTx failure), as on a real chain.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { fromBech32, toBase64, toBech32 } from '@cosmjs/encoding';
import { SigningStargateClient } from '@cosmjs/stargate';
import { secp256k1 } from '@noble/curves/secp256k1';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { COSMOS_CHAIN_ID, COSMOS_DEV_ACCOUNTS } from './devAccounts.mjs';
import { CLIENT_OPTIONS, devClient, devSigner, withPatientBroadcast } from './devSigners.mjs';
import { startCosmosStandIn } from './startCosmosStandIn.mjs';

const [ALICE, BOB, , POOR] = COSMOS_DEV_ACCOUNTS;
const send = (from, to, amount = '1000') => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: to, amount: [{ denom: 'uatom', amount }] },
});
const fee = (amount, gas = '200000') => ({
  amount: amount === null ? [] : [{ denom: 'uatom', amount }],
  gas,
});
const FEE = fee('5000');

describe('broadcast_tx_sync refusals and DeliverTx failures', () => {
  let standIn;
  let alice;

  /** CheckTx's answer to `txRaw` (no cosmjs in between). */
  const broadcast = async (txRaw) =>
    jsonRpcRequest(standIn.url, 'broadcast_tx_sync', {
      tx: toBase64(TxRaw.encode(txRaw).finish()),
    });
  /** Alice signs `messages` with `signerData` overrides (chain id, account number, sequence). */
  const sign = (messages, txFee = FEE, memo = '', signerData = {}) =>
    alice.sign(ALICE.address, messages, txFee, memo, {
      accountNumber: 0,
      sequence: 0,
      chainId: COSMOS_CHAIN_ID,
      ...signerData,
    });
  const balance = async (address) => (await alice.getBalance(address, 'uatom')).amount;
  const height = () => alice.getHeight();

  before(async () => {
    standIn = await startCosmosStandIn({ port: 0 });
    alice = await devClient(standIn.url, 0);
  });
  beforeEach(() =>
    fetch(`${standIn.controlUrl}/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  after(async () => {
    alice.disconnect();
    await standIn.stop();
  });

  test('a signature for another chain id: code 4, nothing changes', async () => {
    const answer = await broadcast(
      await sign([send(ALICE.address, BOB.address)], FEE, '', { chainId: 'cosmoshub-4' }),
    );
    assert.equal(answer.code, 4);
    assert.equal(answer.codespace, 'sdk');
    assert.equal(
      answer.log,
      'signature verification failed; please verify account number (0), sequence (0) and chain-id (portico-local-1): unauthorized',
    );
    assert.match(answer.hash, /^[0-9A-F]{64}$/);
    assert.equal(await balance(ALICE.address), '1000000000');
    assert.equal(await height(), 1);
    // and as cosmjs reports it
    const bytes = TxRaw.encode(
      await sign([send(ALICE.address, BOB.address)], FEE, 'x', { accountNumber: 9 }),
    ).finish();
    await assert.rejects(
      alice.broadcastTxSync(bytes),
      /^BroadcastTxError: Broadcasting transaction failed with code 4 \(codespace: sdk\)\. Log: signature verification failed/,
    );
  });

  test('a high-S signature (malleated) is refused, as the SDK does', async () => {
    const txRaw = await sign([send(ALICE.address, BOB.address)]);
    const signature = secp256k1.Signature.fromCompact(txRaw.signatures[0]);
    const highS = new secp256k1.Signature(signature.r, secp256k1.CURVE.n - signature.s);
    const answer = await broadcast({ ...txRaw, signatures: [highS.toCompactRawBytes()] });
    assert.equal(answer.code, 4);
    assert.equal((await broadcast(txRaw)).code, 0); // the low-S original is fine
  });

  test("a key that is not the sender's: code 8", async () => {
    const bob = await devSigner(1);
    const [bobAccount] = await bob.getAccounts();
    // Claims to be Alice but holds Bob's key.
    const impostor = {
      getAccounts: async () => [{ ...bobAccount, address: ALICE.address }],
      signDirect: (_address, doc) => bob.signDirect(BOB.address, doc),
    };
    const client = withPatientBroadcast(
      await SigningStargateClient.connectWithSigner(standIn.url, impostor, CLIENT_OPTIONS),
    );
    try {
      const txRaw = await client.sign(ALICE.address, [send(ALICE.address, BOB.address)], FEE, '', {
        accountNumber: 0n,
        sequence: 0,
        chainId: COSMOS_CHAIN_ID,
      });
      const answer = await broadcast(txRaw);
      assert.equal(answer.code, 8);
      assert.equal(
        answer.log,
        `pubKey does not match signer address ${ALICE.address} with signer index: 0: invalid pubkey`,
      );
    } finally {
      client.disconnect();
    }
  });

  test('a wrong sequence: code 32; a replay of the same bytes: already in the cache', async () => {
    const ahead = await broadcast(
      await sign([send(ALICE.address, BOB.address)], FEE, '', { sequence: 5 }),
    );
    assert.equal(ahead.code, 32);
    assert.equal(
      ahead.log,
      'account sequence mismatch, expected 0, got 5: incorrect account sequence',
    );

    const txRaw = await sign([send(ALICE.address, BOB.address)]);
    assert.equal((await broadcast(txRaw)).code, 0);
    await assert.rejects(
      broadcast(txRaw),
      (/** @type {any} */ error) =>
        error.code === -32603 && error.data === 'tx already exists in cache',
    );
    const again = await broadcast(await sign([send(ALICE.address, BOB.address)], FEE, 'second'));
    assert.equal(again.code, 32);
    assert.equal(
      again.log,
      'account sequence mismatch, expected 1, got 0: incorrect account sequence',
    );
  });

  test('a fee below gas limit × 0.025uatom: code 13', async () => {
    const low = await broadcast(await sign([send(ALICE.address, BOB.address)], fee('4999')));
    assert.equal(low.code, 13);
    assert.equal(
      low.log,
      'insufficient fees; got: 4999uatom required: 5000uatom: insufficient fee',
    );
    const none = await broadcast(await sign([send(ALICE.address, BOB.address)], fee(null)));
    assert.equal(none.log, 'insufficient fees; got:  required: 5000uatom: insufficient fee');
    const exact = await broadcast(await sign([send(ALICE.address, BOB.address)], fee('5000')));
    assert.equal(exact.code, 0);
    await assert.rejects(
      alice.sendTokens(ALICE.address, BOB.address, [{ denom: 'uatom', amount: '1' }], fee('1')),
      /Broadcasting transaction failed with code 13 \(codespace: sdk\)\. Log: insufficient fees; got: 1uatom required: 5000uatom/,
    );
  });

  test('a fee the sender cannot pay: code 5 at broadcast (dev account 3 holds 2,000 uatom)', async () => {
    const poor = await devClient(standIn.url, 3);
    try {
      await assert.rejects(
        poor.sendTokens(POOR.address, BOB.address, [{ denom: 'uatom', amount: '1' }], 'auto'),
        (/** @type {any} */ error) =>
          error.code === 5 &&
          error.message ===
            'Broadcasting transaction failed with code 5 (codespace: sdk). Log: spendable balance 2000uatom is smaller than 2800uatom: insufficient funds: insufficient funds',
      );
      assert.equal(await balance(POOR.address), '2000');
    } finally {
      poor.disconnect();
    }
  });

  test("an amount over the balance: Simulate fails ('auto'); with a set fee, DeliverTx fails (code 5, fee taken)", async () => {
    const over = [{ denom: 'uatom', amount: '2000000000' }];
    await assert.rejects(
      alice.sendTokens(ALICE.address, BOB.address, over, 'auto'),
      /^Error: Query failed with \(6\): rpc error: code = Unknown desc = failed to execute message; message index: 0: spendable balance 1000000000uatom is smaller than 2000000000uatom: insufficient funds With gas wanted: '0' and gas used: '80000' : unknown request$/,
    );
    const result = await alice.sendTokens(ALICE.address, BOB.address, over, FEE);
    assert.equal(result.code, 5);
    assert.equal(
      result.rawLog,
      'failed to execute message; message index: 0: spendable balance 999995000uatom is smaller than 2000000000uatom: insufficient funds',
    );
    assert.equal(result.height, 2);
    assert.equal(await balance(ALICE.address), '999995000'); // the fee is taken
    assert.equal(await balance(BOB.address), '1000000000');
    assert.equal((await alice.getAccount(ALICE.address)).sequence, 1);
    assert.equal((await alice.getTx(result.transactionHash)).code, 5);
  });

  test('a recipient that is not a cosmos1 address: code 7 in the block', async () => {
    const osmo = toBech32('osmo', fromBech32(ALICE.address, 90).data);
    const result = await alice.sendTokens(
      ALICE.address,
      osmo,
      [{ denom: 'uatom', amount: '1' }],
      FEE,
    );
    assert.equal(result.code, 7);
    assert.match(
      result.rawLog,
      /invalid to address: invalid Bech32 prefix; expected cosmos, got osmo: invalid address$/,
    );
    await assert.rejects(
      alice.sendTokens(ALICE.address, 'cosmos1nope', [{ denom: 'uatom', amount: '1' }], 'auto'),
      /Query failed with \(6\).*invalid to address: decoding bech32 failed/,
    );
  });

  test('gas: below the ante cost refused (code 11); below the messages included with code 11', async () => {
    const tiny = await broadcast(
      await sign([send(ALICE.address, BOB.address)], fee('5000', '1000')),
    );
    assert.equal(tiny.code, 11);
    assert.equal(
      tiny.log,
      'out of gas in location: txSize; gasWanted: 1000, gasUsed: 60000: out of gas',
    );
    const short = await alice.sendTokens(
      ALICE.address,
      BOB.address,
      [{ denom: 'uatom', amount: '1' }],
      fee('5000', '70000'),
    );
    assert.equal(short.code, 11);
    assert.equal(short.gasWanted, 70_000n);
    assert.equal(await balance(BOB.address), '1000000000');
  });

  test('other messages, long memos: code 2 and 12', async () => {
    const delegate = {
      typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      value: {
        delegatorAddress: ALICE.address,
        validatorAddress: 'cosmosvaloper15yk64u7zc9g9k2yr2wmzeva5qgwxps6y8gxk8q',
        amount: { denom: 'uatom', amount: '1' },
      },
    };
    const other = await broadcast(await sign([delegate]));
    assert.equal(other.code, 2);
    assert.match(other.log, /^unable to resolve type URL \/cosmos\.staking\.v1beta1\.MsgDelegate/);
    const memo = await broadcast(
      await sign([send(ALICE.address, BOB.address)], FEE, 'x'.repeat(257)),
    );
    assert.equal(memo.code, 12);
    assert.equal(
      memo.log,
      'maximum number of characters is 256 but received 257 characters: memo too large',
    );
  });
});
