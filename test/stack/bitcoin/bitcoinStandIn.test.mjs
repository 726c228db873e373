import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { REGTEST, bitcoin } from './bitcoinLib.mjs';
import {
  BITCOIN_CAIP_NETWORK_ID,
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_DEV_MNEMONIC,
  BITCOIN_REGTEST_GENESIS_HASH,
} from './devAccounts.mjs';
import { devOrdinalsKeyPair, devPaymentKeyPair } from './devKeyPairs.mjs';
import { DEFAULT_FEE_ESTIMATES } from './feeEstimates.mjs';
import { startBitcoinStandIn } from './startBitcoinStandIn.mjs';

// A key derived from the seed always has its private key: never null here.
const hex = (/** @type {Uint8Array | null} */ bytes) =>
  Buffer.from(/** @type {Uint8Array} */ (bytes)).toString('hex');

test('dev accounts: BIP84/BIP86 children of DEV_MNEMONIC, regtest addresses', () => {
  assert.equal(BITCOIN_DEV_MNEMONIC, 'test test test test test test test test test test test junk');
  assert.equal(BITCOIN_CAIP_NETWORK_ID, 'bip122:0f9188f13cb7b2f71f2a335e3a4fc328');
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(BITCOIN_DEV_MNEMONIC), REGTEST.bip32);
  for (const account of BITCOIN_DEV_ACCOUNTS) {
    const { index } = account;
    assert.equal(hex(root.derive(account.paymentPath).privateKey), account.paymentPrivateKey);
    assert.equal(hex(root.derive(account.ordinalsPath).privateKey), account.ordinalsPrivateKey);
    const payment = bitcoin.payments.p2wpkh({
      pubkey: devPaymentKeyPair(index).publicKey,
      network: REGTEST,
    });
    const internalKey = devOrdinalsKeyPair(index).publicKey.subarray(1, 33);
    const ordinals = bitcoin.payments.p2tr({ internalPubkey: internalKey, network: REGTEST });
    assert.equal(payment.address, account.paymentAddress);
    assert.equal(ordinals.address, account.ordinalsAddress);
  }
});

describe('Esplora reads and the control API', () => {
  /** @type {import('./startBitcoinStandIn.mjs').BitcoinStandIn} */
  let standIn;
  /**
   * @param {string} path
   * @param {RequestInit} [init]
   */
  const request = async (path, init) => {
    const response = await fetch(`${standIn.url}${path}`, init);
    const text = await response.text();
    const json = /json/.test(response.headers.get('content-type') ?? '');
    return {
      status: response.status,
      body: json ? JSON.parse(text) : text,
      headers: response.headers,
    };
  };
  const get = async (/** @type {string} */ path) => (await request(path)).body;
  const control = async (/** @type {string} */ path, /** @type {unknown} */ body = {}) =>
    request(`/__control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  before(async () => {
    standIn = await startBitcoinStandIn({ port: 0 });
  });
  beforeEach(() => control('/reset'));
  after(() => standIn.stop());

  test('default: the start state funds every dev address in block 1', async () => {
    assert.equal(standIn.caipNetworkId, BITCOIN_CAIP_NETWORK_ID);
    assert.equal(standIn.controlUrl, `${standIn.url}/__control`);
    assert.equal(await get('/blocks/tip/height'), '1');
    assert.match(await get('/blocks/tip/hash'), /^[0-9a-f]{64}$/);
    for (const { paymentAddress, ordinalsAddress } of BITCOIN_DEV_ACCOUNTS) {
      assert.deepEqual(await get(`/address/${paymentAddress}`), {
        address: paymentAddress,
        chain_stats: {
          funded_txo_count: 3,
          funded_txo_sum: 85_000_000,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      });
      const utxos = await get(`/address/${paymentAddress}/utxo`);
      assert.deepEqual(
        utxos.map((/** @type {{ value: number }} */ { value }) => value),
        [50_000_000, 25_000_000, 10_000_000],
      );
      assert.deepEqual(Object.keys(utxos[0].status), [
        'confirmed',
        'block_height',
        'block_hash',
        'block_time',
      ]);
      assert.equal(utxos[0].status.block_height, 1);
      const [ordinalsUtxo] = await get(`/address/${ordinalsAddress}/utxo`);
      assert.equal(ordinalsUtxo.value, 10_000);
    }
    const [funding] = await get(`/address/${BITCOIN_DEV_ACCOUNTS[0].paymentAddress}/txs`);
    assert.equal(funding.vin[0].is_coinbase, true);
    assert.equal(funding.vout.length, 16);
    assert.equal(funding.vout[0].scriptpubkey_asm.split(' ')[0], 'OP_0');
  });

  test('default: fee estimates in sat/vB by confirmation target', async () => {
    const { body, headers } = await request('/fee-estimates');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(body, { ...DEFAULT_FEE_ESTIMATES });
    assert.ok(body['1'] > body['3'] && body['3'] > body['6'] && body['6'] >= 1);
    assert.equal((await control('/fee-estimates', { estimates: { 1: 50, 6: 2 } })).status, 200);
    assert.deepEqual(await get('/fee-estimates'), { 1: 50, 6: 2 });
    assert.equal((await control('/fee-estimates', { estimates: { 0: 1 } })).status, 400);
  });

  test('behavior: unknown addresses, transactions and routes', async () => {
    const invalid = await request('/address/bc1qnotanaddress');
    assert.deepEqual([invalid.status, invalid.body], [400, 'Invalid Bitcoin address']);
    const mainnet = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    assert.equal((await request(`/address/${mainnet}/utxo`)).status, 400);
    const unknown = 'ab'.repeat(32);
    assert.equal((await request(`/tx/${unknown}`)).status, 404);
    assert.equal((await request(`/tx/${unknown}/hex`)).body, 'Transaction not found');
    assert.deepEqual(await get(`/tx/${unknown}/status`), { confirmed: false });
    assert.equal((await request('/blocks/tip')).status, 404);
    assert.equal((await request('/tx', { method: 'OPTIONS' })).status, 204);
  });

  test('behavior: fund and mine', async () => {
    const address = BITCOIN_DEV_ACCOUNTS[3].ordinalsAddress;
    const funded = await control('/fund', { address, sats: 12_345 });
    assert.equal(funded.status, 200);
    assert.equal(funded.body.blockHeight, 2);
    const utxos = await get(`/address/${address}/utxo`);
    assert.deepEqual(utxos.at(-1), {
      txid: funded.body.txid,
      vout: 0,
      status: {
        confirmed: true,
        block_height: 2,
        block_hash: funded.body.blockHash,
        block_time: utxos.at(-1).status.block_time,
      },
      value: 12_345,
    });
    assert.equal((await control('/mine', { blocks: 5 })).body.tipHeight, 7);
    assert.equal(await get('/blocks/tip/height'), '7');
    const refused = await control('/fund', { address: 'nope', sats: 1 });
    assert.deepEqual(refused.body, { message: 'Invalid Bitcoin address' });
    assert.equal((await control('/fund', { address, sats: 0 })).status, 400);
    assert.equal((await control('/mine', { blocks: 0 })).status, 400);
  });

  test('behavior: address transactions come 25 a page, newest first', async () => {
    const address = BITCOIN_DEV_ACCOUNTS[2].ordinalsAddress;
    const txids = [];
    for (let index = 0; index < 29; index += 1)
      txids.push((await control('/fund', { address, sats: 1_000 + index })).body.txid);
    const first = await get(`/address/${address}/txs`);
    assert.equal(first.length, 25);
    assert.equal(first[0].txid, txids.at(-1));
    const rest = await get(`/address/${address}/txs/chain/${first.at(-1).txid}`);
    assert.equal(rest.length, 5, '4 funded here plus the start state funding');
    assert.deepEqual(await get(`/address/${address}/txs/mempool`), []);
  });

  test('behavior: faults by route, counted, cleared', async () => {
    const path = `/address/${BITCOIN_DEV_ACCOUNTS[0].paymentAddress}`;
    await control('/fault', { route: 'address', kind: 'status', status: 429, times: 1 });
    const limited = await request(path);
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('access-control-allow-origin'), '*');
    assert.equal((await request(path)).status, 200, 'times: 1 is used up');

    await control('/fault', { route: 'feeEstimates', kind: 'malformed' });
    const malformed = await fetch(`${standIn.url}/fee-estimates`);
    await assert.rejects(malformed.json(), SyntaxError);

    await control('/fault', { route: '*', kind: 'hang' });
    await assert.rejects(
      fetch(`${standIn.url}/blocks/tip/height`, { signal: AbortSignal.timeout(200) }),
      { name: 'TimeoutError' },
    );
    const { body: status } = await request('/__control/status');
    assert.deepEqual(
      status.faults.map(
        (/** @type {{ route: string, kind: string }} */ { route, kind }) => `${route}:${kind}`,
      ),
      ['feeEstimates:malformed', '*:hang'],
    );
    await control('/clear-faults', { route: '*' });
    assert.equal(await get('/blocks/tip/height'), '1');
    await control('/clear-faults');
    assert.equal((await request('/fee-estimates')).status, 200);

    assert.equal((await control('/fault', { route: 'nope', kind: 'hang' })).status, 400);
    assert.equal((await control('/fault', { route: 'tx', kind: 'slow' })).status, 400);
  });

  test('behavior: reset restores the start state', async () => {
    await control('/fund', { address: BITCOIN_DEV_ACCOUNTS[0].paymentAddress, sats: 5_000 });
    await control('/fault', { route: 'tx', kind: 'hang' });
    const { body } = await control('/reset');
    assert.equal(body.tipHeight, 1);
    assert.deepEqual(body.faults, []);
    assert.equal(body.genesisHash, BITCOIN_REGTEST_GENESIS_HASH);
    const { chain_stats: stats } = await get(`/address/${BITCOIN_DEV_ACCOUNTS[0].paymentAddress}`);
    assert.equal(stats.funded_txo_sum, 85_000_000);
    const unsupported = await request('/__control/reset', { method: 'POST', body: '{}' });
    assert.equal(unsupported.status, 415);
  });
});
