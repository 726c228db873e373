/**
 * The stand-in's BTC balance on the local Bitcoin regtest chain (started with `bitcoin`): one
 * native row read from the chain's Esplora API, in the spec's shape, at the fixed 60,000 USD
 * (readBitcoinBalances.mjs). Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { REGTEST, bitcoin } from '../bitcoin/bitcoinLib.mjs';
import { startBitcoinStandIn } from '../bitcoin/startBitcoinStandIn.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';

const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

let chain;
let api;

const balances = async (address) => {
  const response = await fetch(
    `${api.url}/v1/account/${encodeURIComponent(address)}/balance?currency=usd&chainId=${chain.caipNetworkId}&${PROJECT}`,
    { signal: AbortSignal.timeout(10_000) },
  );
  return { status: response.status, body: await response.json() };
};

const control = async (path, body) => {
  const response = await fetch(`${chain.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
  return response.json();
};

/** A valid regtest p2wpkh address nothing was ever paid to (a new one per `seed`). */
const freshAddress = (seed) =>
  bitcoin.payments.p2wpkh({ hash: Buffer.alloc(20, seed), network: REGTEST }).address;

before(async () => {
  chain = await startBitcoinStandIn({ port: 0 });
  api = await startApiStandIn({
    port: 0,
    bitcoin: { caipNetworkId: chain.caipNetworkId, esploraUrl: chain.url },
  });
});

afterEach(() => control('/clear-faults'));

after(async () => {
  await api?.stop();
  await chain?.stop();
});

test('the chain is a supported chain', LIMIT, async () => {
  const response = await fetch(`${api.url}/v1/supported-chains?${PROJECT}`);
  assert.deepEqual((await response.json()).http, [chain.caipNetworkId]);
});

test('default: a dev payment address holds 0.85 BTC, 51,000 USD at 60,000', LIMIT, async () => {
  const { status, body } = await balances(chain.devAccounts[0].paymentAddress);
  assert.equal(status, 200);
  assert.equal(body.balances.length, 1);
  const [btc] = body.balances;
  assert.match(btc.iconUrl, /^data:image\/svg\+xml;base64,/);
  assert.deepEqual(
    { ...btc, iconUrl: undefined },
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: chain.caipNetworkId,
      value: 51_000,
      price: 60_000,
      quantity: { decimals: '8', numeric: '0.85' },
      iconUrl: undefined,
    },
  );
  assert.equal('address' in btc, false, 'the native row has no address');
});

test('default: an ordinals address holds its 10,000 sats', LIMIT, async () => {
  const { status, body } = await balances(chain.devAccounts[1].ordinalsAddress);
  assert.equal(status, 200);
  assert.deepEqual(
    body.balances.map(({ symbol, quantity, value }) => ({ symbol, quantity, value })),
    [{ symbol: 'BTC', quantity: { decimals: '8', numeric: '0.0001' }, value: 6 }],
  );
});

test('an address nothing was paid to: a BTC row of 0, as SOL on Solana', LIMIT, async () => {
  const { status, body } = await balances(freshAddress(0x42));
  assert.equal(status, 200);
  assert.deepEqual(
    body.balances.map(({ symbol, quantity, value }) => ({ symbol, quantity, value })),
    [{ symbol: 'BTC', quantity: { decimals: '8', numeric: '0' }, value: 0 }],
  );
});

test('behavior: balances follow the chain: a payment shows at once', LIMIT, async () => {
  const receiver = freshAddress(0x43);
  await control('/fund', { address: receiver, sats: 123_456 });
  const { body } = await balances(receiver);
  assert.deepEqual(
    body.balances.map((b) => `${b.symbol} ${b.quantity.numeric} ${b.value}`),
    [`BTC 0.00123456 ${0.00123456 * 60_000}`],
  );
});

test('errors: an address that is no Bitcoin address shape is a 400', LIMIT, async () => {
  const { status, body } = await balances('0xnot-bitcoin');
  assert.equal(status, 400);
  assert.match(body.message, /Invalid address/);
});

test('errors: a well-shaped address Esplora refuses (mainnet) is its 400', LIMIT, async () => {
  const mainnet = bitcoin.payments.p2wpkh({ hash: Buffer.alloc(20, 1) }).address;
  const { status, body } = await balances(mainnet);
  assert.equal(status, 400);
  assert.match(body.message, /Invalid address .*Invalid Bitcoin address/);
});

test('errors: Esplora failing (status, malformed body) is a 502', LIMIT, async () => {
  const address = chain.devAccounts[0].paymentAddress;
  await control('/fault', { route: 'address', kind: 'status' });
  const failed = await balances(address);
  assert.equal(failed.status, 502);
  assert.match(failed.body.message, /Local Bitcoin chain .*HTTP 503/);
  await control('/fault', { route: 'address', kind: 'malformed' });
  assert.equal((await balances(address)).status, 502);
  await control('/clear-faults');
  assert.equal((await balances(address)).status, 200);
});
