import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { stringToPath } from '@cosmjs/crypto';
import { toHex } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { QueryClient, StargateClient, setupBankExtension } from '@cosmjs/stargate';
import { connectComet } from '@cosmjs/tendermint-rpc';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import {
  COSMOS_CAIP_NETWORK_ID,
  COSMOS_CHAIN_ID,
  COSMOS_DEV_ACCOUNTS,
  COSMOS_DEV_FUNDING,
  COSMOS_DEV_MNEMONIC,
} from './devAccounts.mjs';
import { devClient } from './devSigners.mjs';
import { startCosmosStandIn } from './startCosmosStandIn.mjs';

const [ALICE, BOB, CAROL] = COSMOS_DEV_ACCOUNTS;
const STRANGER = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a';

test("dev accounts: m/44'/118'/0'/0/i of DEV_MNEMONIC, as cosmjs derives them", async () => {
  assert.equal(COSMOS_DEV_MNEMONIC, 'test test test test test test test test test test test junk');
  assert.equal(COSMOS_CAIP_NETWORK_ID, 'cosmos:portico-local-1');
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(COSMOS_DEV_MNEMONIC, {
    prefix: 'cosmos',
    hdPaths: COSMOS_DEV_ACCOUNTS.map(({ path }) => stringToPath(path)),
  });
  // cosmjs keeps the derived private keys to itself (a private method): read here to compare.
  /** @type {Array<{ address: string, pubkey: Uint8Array, privkey: Uint8Array }>} */
  const derived = await /** @type {any} */ (wallet).getAccountsWithPrivkeys();
  assert.equal(derived.length, 4);
  derived.forEach(({ address, pubkey, privkey }, index) => {
    const account = COSMOS_DEV_ACCOUNTS[index];
    assert.equal(account.path, `m/44'/118'/0'/0/${index}`);
    assert.equal(address, account.address);
    assert.equal(toHex(pubkey), account.publicKey);
    assert.equal(toHex(privkey), account.privateKey);
  });
});

describe('reads, sends and the control API', () => {
  let standIn;
  const control = async (path, body) => {
    const response = await fetch(`${standIn.controlUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  before(async () => {
    standIn = await startCosmosStandIn({ port: 0 });
  });
  beforeEach(() => control('/reset', {}));
  after(() => standIn.stop());

  test('an unmodified StargateClient reads the chain as CometBFT 0.38', async () => {
    const client = await StargateClient.connect(standIn.url);
    try {
      assert.equal(await client.getChainId(), COSMOS_CHAIN_ID);
      assert.equal(await client.getHeight(), 1);
      assert.deepEqual(await client.getBalance(ALICE.address, 'uatom'), {
        denom: 'uatom',
        amount: '1000000000',
      });
      assert.deepEqual(await client.getBalance(COSMOS_DEV_ACCOUNTS[3].address, 'uatom'), {
        denom: 'uatom',
        amount: COSMOS_DEV_FUNDING[3],
      });
      assert.deepEqual(await client.getAllBalances(BOB.address), [
        { denom: 'uatom', amount: '1000000000' },
      ]);
      assert.deepEqual(await client.getBalance(STRANGER, 'uatom'), { denom: 'uatom', amount: '0' });
      const account = await client.getAccount(BOB.address);
      assert.deepEqual(account, {
        address: BOB.address,
        pubkey: null,
        accountNumber: 1n,
        sequence: 0,
      });
      assert.equal(await client.getAccount(STRANGER), null); // NotFound, as cosmjs expects it
      await assert.rejects(client.getBalance('cosmos1nope', 'uatom'), /Query failed with \(18\)/);
    } finally {
      client.disconnect();
    }
  });

  test('denom metadata: uatom is ATOM with 6 decimals', async () => {
    const comet = await connectComet(standIn.url);
    try {
      const bank = QueryClient.withExtensions(comet, setupBankExtension).bank;
      const metadata = await bank.denomMetadata('uatom');
      assert.equal(metadata.symbol, 'ATOM');
      assert.equal(metadata.display, 'atom');
      assert.deepEqual(
        metadata.denomUnits.map(({ denom, exponent }) => [denom, exponent]),
        [
          ['uatom', 0],
          ['matom', 3],
          ['atom', 6],
        ],
      );
      await assert.rejects(bank.denomMetadata('ufoo'), /code = NotFound/);
    } finally {
      comet.disconnect();
    }
  });

  test("sendTokens(…, 'auto') moves funds; tx_search and tx find it", async () => {
    const client = await devClient(standIn.url, 0);
    try {
      const result = await client.sendTokens(
        ALICE.address,
        BOB.address,
        [{ denom: 'uatom', amount: '12345' }],
        'auto',
        'portico',
      );
      assert.equal(result.code, 0);
      // One block per tx: the stand-in's first tx is in block 2. How fast a send is belongs in
      // a benchmark (test/bench), not here.
      assert.equal(result.height, 2);
      assert.equal(result.gasUsed, 80_000n);
      assert.equal(result.gasWanted, 112_000n); // 80,000 × 1.4
      // 2,800 uatom fee: ceil(112,000 × 0.025)
      assert.equal(
        (await client.getBalance(ALICE.address, 'uatom')).amount,
        String(1_000_000_000 - 12_345 - 2_800),
      );
      assert.equal(
        (await client.getBalance(BOB.address, 'uatom')).amount,
        String(1_000_000_000 + 12_345),
      );
      const sender = await client.getAccount(ALICE.address);
      assert.equal(sender?.sequence, 1);
      // the first transaction set the account's public key
      assert.deepEqual(sender?.pubkey, {
        type: 'tendermint/PubKeySecp256k1',
        value: Buffer.from(ALICE.publicKey, 'hex').toString('base64'),
      });

      const found = await client.getTx(result.transactionHash);
      assert.equal(found?.height, 2);
      assert.equal(found?.code, 0);
      assert.ok(
        found?.events.some(
          (e) => e.type === 'transfer' && e.attributes.some((a) => a.value === BOB.address),
        ),
      );
      assert.equal((await client.searchTx(`transfer.recipient='${BOB.address}'`)).length, 1);
      assert.equal((await client.searchTx(`message.sender='${CAROL.address}'`)).length, 0);
      assert.equal((await client.searchTx('tx.height=2')).length, 1);

      const hashBase64 = Buffer.from(result.transactionHash, 'hex').toString('base64');
      const byHash = await jsonRpcRequest(standIn.url, 'tx', { hash: hashBase64, prove: false });
      assert.equal(byHash.hash, result.transactionHash);
      assert.equal(byHash.tx_result.code, 0);
      await assert.rejects(
        jsonRpcRequest(standIn.url, 'tx', { hash: Buffer.alloc(32).toString('base64') }),
        (/** @type {any} */ error) => error.code === -32603 && /not found/.test(error.data),
      );
      const { calls } = (await control('/status')).body;
      assert.equal(calls.broadcast_tx_sync, 1);
      assert.ok(calls.tx_search >= 1);
    } finally {
      client.disconnect();
    }
  });

  test('an amino JSON (SIGN_MODE_LEGACY_AMINO_JSON) signature is verified too', async () => {
    const client = await devClient(standIn.url, 2, { amino: true });
    try {
      const result = await client.sendTokens(
        CAROL.address,
        STRANGER,
        [{ denom: 'uatom', amount: '777' }],
        'auto',
      );
      assert.equal(result.code, 0);
      assert.equal((await client.getBalance(STRANGER, 'uatom')).amount, '777');
      // the recipient's account now exists, with the next account number
      assert.equal((await client.getAccount(STRANGER))?.accountNumber, 4n);
    } finally {
      client.disconnect();
    }
  });

  test('status, the URI form, batches, Method not found', async () => {
    const status = await jsonRpcRequest(standIn.url, 'status', {});
    assert.equal(status.node_info.version, '0.38.17');
    assert.equal(status.node_info.network, COSMOS_CHAIN_ID);
    assert.equal(status.sync_info.latest_block_height, '1');
    const uri = await (
      await fetch(`${standIn.url}/abci_query?path="/cosmos.bank.v1beta1.Query/Balance"&data=0x`)
    ).json();
    assert.equal(uri.result.response.code, 18); // an empty address
    const health = await (await fetch(`${standIn.url}/health`)).json();
    assert.deepEqual(health.result, {});
    const batch = await (
      await fetch(standIn.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'health' },
          { jsonrpc: '2.0', id: 2, method: 'block', params: {} },
        ]),
      })
    ).json();
    assert.deepEqual(batch[0], { jsonrpc: '2.0', id: 1, result: {} });
    assert.deepEqual(batch[1].error, { code: -32601, message: 'Method not found', data: '' });
    const unknownPath = await jsonRpcRequest(standIn.url, 'abci_query', {
      path: '/cosmos.staking.v1beta1.Query/Params',
      data: '',
    });
    assert.equal(unknownPath.response.code, 6);
  });

  test('CORS: a page may call the node (preflight and answers)', async () => {
    const preflight = await fetch(standIn.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Content-Type/i);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    const answer = await fetch(standIn.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'health' }),
    });
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  });

  test('control: fund, status, reset', async () => {
    const funded = await control('/fund', { address: STRANGER, amount: '5000000' });
    assert.equal(funded.status, 200);
    assert.deepEqual(funded.body, {
      address: STRANGER,
      denom: 'uatom',
      balance: '5000000',
      height: 1,
    });
    const client = await StargateClient.connect(standIn.url);
    try {
      assert.equal((await client.getBalance(STRANGER, 'uatom')).amount, '5000000');
      assert.equal((await client.getAccount(STRANGER))?.accountNumber, 4n);
      assert.equal((await control('/fund', { address: 'cosmos1bad', amount: 1 })).status, 400);
      assert.equal((await control('/fund', { address: STRANGER, amount: -1 })).status, 400);
      const status = (await control('/status')).body;
      assert.equal(status.chainId, COSMOS_CHAIN_ID);
      assert.equal(status.devAccounts[0].address, ALICE.address);
      assert.equal(status.devAccounts[0].balance, '1000000000');
      await control('/reset', {});
      assert.equal((await client.getBalance(STRANGER, 'uatom')).amount, '0');
    } finally {
      client.disconnect();
    }
  });

  test('faults: status, malformed, hang; by method or abci path; times', async () => {
    assert.equal((await control('/fault', { method: 'nope', kind: 'status' })).status, 400);
    assert.equal((await control('/fault', { method: 'status', kind: 'boom' })).status, 400);
    await control('/fault', { method: 'status', kind: 'status', status: 502, times: 1 });
    await assert.rejects(
      jsonRpcRequest(standIn.url, 'status', {}),
      /HTTP 502|not a JSON-RPC answer/,
    );
    assert.equal(
      (await jsonRpcRequest(standIn.url, 'status', {})).node_info.network,
      COSMOS_CHAIN_ID,
    );

    await control('/fault', {
      method: 'abci_query',
      path: '/cosmos.tx.v1beta1.Service/Simulate',
      kind: 'malformed',
    });
    const client = await devClient(standIn.url, 0);
    try {
      assert.equal((await client.getBalance(ALICE.address, 'uatom')).amount, '1000000000'); // other paths answer
      await assert.rejects(
        client.sendTokens(ALICE.address, BOB.address, [{ denom: 'uatom', amount: '1' }], 'auto'),
      );
      await control('/clear-faults', { method: 'abci_query' });
      await control('/fault', { method: '*', kind: 'hang' });
      const hung = jsonRpcRequest(standIn.url, 'health', {}, { timeoutMs: 300 });
      await assert.rejects(hung, /no answer within 300 ms/);
      assert.equal((await control('/status')).body.faults.length, 1);
      await control('/clear-faults', {});
      assert.deepEqual(await jsonRpcRequest(standIn.url, 'health', {}), {});
    } finally {
      client.disconnect();
    }
  });
});
