import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { bitcoin } from './bitcoinLib.mjs';
import { BITCOIN_DEV_ACCOUNTS } from './devAccounts.mjs';
import { devPaymentKeyPair } from './devKeyPairs.mjs';
import { signDevSpend } from './signDevSpend.mjs';
import { startBitcoinStandIn } from './startBitcoinStandIn.mjs';

const [alice, bob] = BITCOIN_DEV_ACCOUNTS;

describe('POST /tx', () => {
  /** @type {import('./startBitcoinStandIn.mjs').BitcoinStandIn} */
  let standIn;
  const get = async (/** @type {string} */ path) => (await fetch(`${standIn.url}${path}`)).json();
  const broadcast = async (/** @type {string} */ hex) => {
    const response = await fetch(`${standIn.url}/tx`, { method: 'POST', body: hex });
    return { status: response.status, text: await response.text() };
  };
  /**
   * Asserts a 400 with bitcoind's error `code` and a message matching `pattern`.
   * @param {string} hex
   * @param {number} code
   * @param {RegExp} pattern
   */
  const assertRefused = async (hex, code, pattern) => {
    const { status, text } = await broadcast(hex);
    assert.equal(status, 400, text);
    const prefix = 'sendrawtransaction RPC error: ';
    assert.ok(text.startsWith(prefix), text);
    const error = JSON.parse(text.slice(prefix.length));
    assert.equal(error.code, code, text);
    assert.match(error.message, pattern);
  };
  const balance = async (/** @type {string} */ address) => {
    const { chain_stats: stats } = await get(`/address/${address}`);
    return stats.funded_txo_sum - stats.spent_txo_sum;
  };
  /** Alice's 0.5 BTC UTXO: 0.2 BTC to Bob, the rest back as change, less `fee`. */
  const aliceToBob = async ({ fee = 2_000, amount = 20_000_000 } = {}) => {
    const [utxo] = await get(`/address/${alice.paymentAddress}/utxo`);
    assert.equal(utxo.value, 50_000_000);
    return signDevSpend({
      index: 0,
      utxos: [utxo],
      outputs: [
        { address: bob.paymentAddress, value: amount },
        { address: alice.paymentAddress, value: utxo.value - amount - fee },
      ],
    });
  };

  before(async () => {
    standIn = await startBitcoinStandIn({ port: 0 });
  });
  beforeEach(async () => {
    await fetch(`${standIn.controlUrl}/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });
  after(() => standIn.stop());

  test('behavior: a signed p2wpkh PSBT is accepted, mined at once, and moves the balances', async () => {
    const spend = await aliceToBob();
    assert.deepEqual(await broadcast(spend.hex), { status: 200, text: spend.txid });

    assert.equal(await (await fetch(`${standIn.url}/blocks/tip/height`)).text(), '2');
    const status = await get(`/tx/${spend.txid}/status`);
    assert.equal(status.confirmed, true);
    assert.equal(status.block_height, 2);
    assert.equal(status.block_hash, await (await fetch(`${standIn.url}/blocks/tip/hash`)).text());
    assert.equal(await balance(alice.paymentAddress), 85_000_000 - 20_000_000 - 2_000);
    assert.equal(await balance(bob.paymentAddress), 85_000_000 + 20_000_000);

    const utxos = await get(`/address/${alice.paymentAddress}/utxo`);
    assert.deepEqual(
      utxos.map((/** @type {{ value: number }} */ { value }) => value),
      [25_000_000, 10_000_000, 29_998_000],
    );
    const tx = await get(`/tx/${spend.txid}`);
    assert.equal(tx.fee, 2_000);
    assert.equal(tx.vin[0].prevout.scriptpubkey_address, alice.paymentAddress);
    assert.equal(tx.vin[0].witness.length, 2);
    assert.deepEqual(
      tx.vout.map(
        (/** @type {{ scriptpubkey_type: string, scriptpubkey_address?: string }} */ output) => [
          output.scriptpubkey_type,
          output.scriptpubkey_address,
        ],
      ),
      [
        ['v0_p2wpkh', bob.paymentAddress],
        ['v0_p2wpkh', alice.paymentAddress],
      ],
    );
    assert.equal(await (await fetch(`${standIn.url}/tx/${spend.txid}/hex`)).text(), spend.hex);
    const outspends = await get(`/tx/${tx.vin[0].txid}/outspends`);
    assert.deepEqual(outspends[tx.vin[0].vout], {
      spent: true,
      txid: spend.txid,
      vin: 0,
      status,
    });
    const [latest] = await get(`/address/${bob.paymentAddress}/txs`);
    assert.equal(latest.txid, spend.txid);
  });

  test('behavior: a p2tr key-path spend from an ordinals address is accepted', async () => {
    const [utxo] = await get(`/address/${alice.ordinalsAddress}/utxo`);
    assert.equal(utxo.value, 10_000);
    const spend = signDevSpend({
      index: 0,
      ordinals: true,
      utxos: [utxo],
      outputs: [{ address: bob.ordinalsAddress, value: 9_800 }],
    });
    assert.deepEqual(await broadcast(spend.hex), { status: 200, text: spend.txid });
    assert.equal(await balance(alice.ordinalsAddress), 0);
    assert.equal(await balance(bob.ordinalsAddress), 19_800);
    const tx = await get(`/tx/${spend.txid}`);
    assert.equal(tx.vin[0].witness[0].length, 128, 'a 64-byte Schnorr signature, SIGHASH_DEFAULT');
    assert.equal(tx.vout[0].scriptpubkey_type, 'v1_p2tr');
  });

  test('behavior: a double spend and a rebroadcast are refused', async () => {
    const first = await aliceToBob();
    assert.equal((await broadcast(first.hex)).status, 200);
    // the same outpoint, other outputs (the UTXO list no longer offers it)
    const conflicting = signDevSpend({
      index: 0,
      utxos: [{ ...(await get(`/tx/${first.txid}`)).vin[0], value: 50_000_000 }],
      outputs: [{ address: bob.paymentAddress, value: 49_990_000 }],
    });
    await assertRefused(
      conflicting.hex,
      -25,
      new RegExp(`^bad-txns-inputs-missingorspent, .*already spent by ${first.txid}`),
    );
    await assertRefused(first.hex, -27, /^Transaction outputs already in utxo set$/);
  });

  test('behavior: a tampered signature is refused (ECDSA and Schnorr)', async () => {
    const tampered = bitcoin.Transaction.fromHex((await aliceToBob()).hex);
    tampered.outs[0].value -= 1n; // the signature no longer covers the outputs
    await assertRefused(
      tampered.toHex(),
      -26,
      /^mandatory-script-verify-flag-failed \(Signature must be zero/,
    );

    const [utxo] = await get(`/address/${alice.ordinalsAddress}/utxo`);
    const taproot = bitcoin.Transaction.fromHex(
      signDevSpend({
        index: 0,
        ordinals: true,
        utxos: [utxo],
        outputs: [{ address: bob.ordinalsAddress, value: 9_800 }],
      }).hex,
    );
    taproot.outs[0].value = 9_700n;
    await assertRefused(
      taproot.toHex(),
      -26,
      /^mandatory-script-verify-flag-failed \(Invalid Schnorr signature\)$/,
    );

    const wrongKey = bitcoin.Transaction.fromHex((await aliceToBob()).hex);
    wrongKey.ins[0].witness[1] = devPaymentKeyPair(1).publicKey;
    await assertRefused(wrongKey.toHex(), -26, /\(Witness program hash mismatch\)$/);
  });

  test('behavior: an input the chain does not know is refused', async () => {
    const spend = signDevSpend({
      index: 0,
      utxos: [{ txid: createHash('sha256').update('nothing').digest('hex'), vout: 0, value: 1e6 }],
      outputs: [{ address: bob.paymentAddress, value: 990_000 }],
    });
    await assertRefused(spend.hex, -25, /^bad-txns-inputs-missingorspent, .*an unknown output/);
  });

  test('behavior: dust outputs are refused (294 sats p2wpkh, 330 p2tr)', async () => {
    await assertRefused(
      (await aliceToBob({ amount: 293 })).hex,
      -26,
      /^dust, output 0 is 293 sats, under 294$/,
    );
    const [utxo] = await get(`/address/${alice.ordinalsAddress}/utxo`);
    const spend = (/** @type {number} */ value) =>
      signDevSpend({
        index: 0,
        ordinals: true,
        utxos: [utxo],
        outputs: [
          { address: bob.ordinalsAddress, value },
          { address: alice.paymentAddress, value: 9_000 - value },
        ],
      });
    await assertRefused(spend(329).hex, -26, /^dust, output 0 is 329 sats, under 330$/);
    assert.equal((await broadcast(spend(330).hex)).status, 200);
  });

  test('behavior: a fee under 1 sat/vB, or outputs above the inputs, are refused', async () => {
    const cheap = await aliceToBob({ fee: 100 });
    await assertRefused(
      cheap.hex,
      -26,
      new RegExp(`^min relay fee not met, 100 < ${cheap.vsize}$`),
    );
    const greedy = bitcoin.Transaction.fromHex(cheap.hex);
    greedy.outs[1].value += 101n;
    await assertRefused(
      greedy.toHex(),
      -26,
      /^bad-txns-in-belowout, value in \(0.50\) < value out \(0.50000001\)$/,
    );
    const exact = await aliceToBob({ fee: cheap.vsize });
    assert.equal((await broadcast(exact.hex)).status, 200, '1 sat/vB exactly is enough');
  });

  test('behavior: malformed hex is refused', async () => {
    const decodeFailed = /^TX decode failed/;
    const valid = (await aliceToBob()).hex;
    for (const body of ['', 'zz', '0', 'deadbeef', valid.slice(0, -8)])
      await assertRefused(body, -22, decodeFailed);
  });
});
