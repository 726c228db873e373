/**
 * The onramp stand-in: deterministic options, exact quotes, orders
 * from the URL route, and the local provider page whose Confirm really sends PUSD, ETH or SOL
 * (once per order); the fault switches of the three routes and of the page.
 * Run: `node --test test/stack/api/onramp.test.mjs`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Keypair } from '@solana/web3.js';
import { dataSlice, getAddress, id, parseEther } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { startSolanaRpc } from '../solana/startSolanaRpc.mjs';
import { ethCall, rpc } from './chainRpc.mjs';
import { ONRAMP_TREASURY } from './deliverOnrampOrder.mjs';
import { DEV_ADDRESSES } from './devAccounts.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';
import { ERC20, TOKEN_ADDRESSES } from './tokens.mjs';

const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_POLYGON = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
/** A fresh address per test: no dev account's balance moves. */
const recipient = (label) => getAddress(dataSlice(id(`portico.onramp.test.${label}`), 12));

let chain;
let cluster;
let api;
/** A stand-in without chains or Solana cluster. */
let bare;

/**
 * @param {string} base
 * @param {string} path
 * @param {{ method?: string, body?: unknown, headers?: Record<string, string> }} [options]
 */
async function call(base, path, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}${PROJECT}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, body: json, text };
}

const options = (base = api.url) => call(base, '/v1/onramp/options');
const quote = (body, base = api.url) => call(base, '/v1/onramp/quote', { method: 'POST', body });
const onrampUrl = (body, base = api.url) =>
  call(base, '/v1/generators/onrampurl', {
    method: 'POST',
    body: { partnerUserId: 'user-1', defaultExperience: 'buy', ...body },
  });

async function control(path, body, base = api) {
  const response = await fetch(`${base.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  assert.equal(response.status, 200, `${path}: ${payload?.message}`);
  return payload;
}

async function page(url, init = {}) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const confirm = (orderId, base = api.url) =>
  page(`${base}/onramp/widget/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order: orderId }),
  });

/** Makes an order; resolves to its id and page URL. */
async function order(body, base = api.url) {
  const { status, body: answer } = await onrampUrl(body, base);
  assert.equal(status, 200, JSON.stringify(answer));
  const url = new URL(answer.url);
  return { id: url.searchParams.get('order'), url: answer.url };
}

const ordersOf = async (base = api) =>
  new Map((await control('/onramp-orders', undefined, base)).map((o) => [o.id, o]));

const pusdOf = async (holder) =>
  BigInt(
    await ethCall(chain.url, TOKEN_ADDRESSES.PUSD, ERC20.encodeFunctionData('balanceOf', [holder])),
  );
const ethOf = async (holder) => BigInt(await rpc(chain.url, 'eth_getBalance', [holder, 'latest']));
const nonceOf = (holder) => rpc(chain.url, 'eth_getTransactionCount', [holder, 'latest']);
const lamportsOf = async (address) =>
  BigInt((await rpc(cluster.url, 'getBalance', [address])).value);
const txHashIn = (html) =>
  /<code>(0x[0-9a-f]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})<\/code>/.exec(html)?.[1];

before(async () => {
  [chain, cluster] = await Promise.all([startAnvil({ port: 0 }), startSolanaRpc({ port: 0 })]);
  [api, bare] = await Promise.all([
    startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
      solana: { caipNetworkId: cluster.caipNetworkId, rpcUrl: cluster.url, mint: cluster.mint },
      log: () => {},
    }),
    startApiStandIn({ port: 0, log: () => {} }),
  ]);
});

after(async () => {
  await Promise.all([api?.stop(), bare?.stop()]);
  await Promise.all([chain?.stop(), cluster?.close()]);
});

describe('options', () => {
  test('payment currencies with limits that differ per currency', LIMIT, async () => {
    const { status, body } = await options();
    assert.equal(status, 200);
    assert.deepEqual(body.paymentCurrencies, [
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] },
    ]);
  });

  test(
    'purchase currencies on real and local networks, chain_id the CAIP-2 reference',
    LIMIT,
    async () => {
      const { body } = await options();
      for (const currency of body.purchaseCurrencies) {
        for (const key of ['id', 'name', 'symbol']) assert.equal(typeof currency[key], 'string');
        for (const network of currency.networks) {
          assert.deepEqual(Object.keys(network).sort(), [
            'chain_id',
            'contract_address',
            'display_name',
            'name',
          ]);
          for (const value of Object.values(network)) assert.equal(typeof value, 'string');
        }
      }
      const byId = Object.fromEntries(body.purchaseCurrencies.map((c) => [c.id, c]));
      assert.deepEqual(Object.keys(byId), ['USDC', 'ETH', 'SOL']);
      assert.deepEqual(byId.USDC.networks, [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: USDC_ETHEREUM,
        },
        {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: USDC_POLYGON,
        },
        {
          name: 'local-31337',
          display_name: 'Local chain 31337',
          chain_id: '31337',
          contract_address: TOKEN_ADDRESSES.PUSD,
        },
      ]);
      assert.deepEqual(
        byId.ETH.networks.map((n) => [n.name, n.chain_id, n.contract_address]),
        [
          ['ethereum', '1', ''],
          ['local-31337', '31337', ''],
        ],
      );
      assert.deepEqual(byId.SOL.networks, [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: cluster.caipNetworkId.split(':')[1],
          contract_address: '',
        },
      ]);
      assert.deepEqual((await options()).body, body, 'deterministic');
    },
  );

  test(
    'without a local cluster SOL is on mainnet; without chains no local network',
    LIMIT,
    async () => {
      const { body } = await options(bare.url);
      const byId = Object.fromEntries(body.purchaseCurrencies.map((c) => [c.id, c]));
      assert.equal(byId.SOL.networks[0].chain_id, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
      assert.deepEqual(
        byId.USDC.networks.map((n) => n.name),
        ['ethereum', 'polygon'],
      );
    },
  );
});

describe('quote', () => {
  const cases = [
    // [payment, amount, asset, network] → [networkFee, subtotal, purchase]; fee 1.5% rounded up
    [
      ['USD', '100.00', 'USDC', 'local-31337'],
      ['0.50', '98.00', '98.000000'],
    ],
    [
      ['USD', '100', 'USDC', 'local-31337'],
      ['0.50', '98.00', '98.000000'],
    ],
    [
      ['USD', '10', 'USDC', 'ethereum'],
      ['2.00', '7.85', '7.850000'],
    ],
    // fee ⌈49.995⌉ cents; 32.33 / 3000 = 0.0107766…
    [
      ['USD', '33.33', 'ETH', 'local-31337'],
      ['0.50', '32.33', '0.01077666'],
    ],
    [
      ['USD', '7500.00', 'ETH', 'ethereum'],
      ['2.00', '7385.50', '2.46183333'],
    ],
    // 246.20 EUR × 1.08 = 265.896 USD
    [
      ['EUR', '250.00', 'USDC', 'polygon'],
      ['0.05', '246.20', '265.896000'],
    ],
    // 4924.99 GBP × 1.27 = 6254.7373 USD / 150
    [
      ['GBP', '5000.00', 'SOL', 'solana'],
      ['0.01', '4924.99', '41.698248666'],
    ],
  ];
  for (const [[payment, amount, asset, network], [networkFee, subtotal, purchase]] of cases) {
    test(`${amount} ${payment} of ${asset} on ${network}`, LIMIT, async () => {
      const started = Date.now();
      const { status, body } = await quote({
        purchaseCurrency: asset,
        paymentCurrency: payment,
        amount,
        network,
      });
      assert.equal(status, 200, JSON.stringify(body));
      const total = Number(amount).toFixed(2);
      assert.deepEqual(
        {
          networkFee: body.networkFee,
          paymentSubtotal: body.paymentSubtotal,
          paymentTotal: body.paymentTotal,
          purchaseAmount: body.purchaseAmount,
        },
        {
          networkFee: { amount: networkFee, currency: payment },
          paymentSubtotal: { amount: subtotal, currency: payment },
          paymentTotal: { amount: total, currency: payment },
          purchaseAmount: { amount: purchase, currency: asset },
        },
      );
      assert.match(
        body.quoteId,
        new RegExp(`^quote-\\d+-${asset}-${payment}-${total}-${network}$`),
      );
      assert.equal(typeof body.expiresAt, 'number');
      assert.ok(body.expiresAt >= started + 59_000 && body.expiresAt <= Date.now() + 61_000);
    });
  }

  test('the provider fee is 1.5% of the total, rounded up to the cent', LIMIT, async () => {
    const { body } = await quote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '10.01',
      network: 'local-31337',
    });
    // 10.01 − ⌈15.015⌉ cents − 0.50
    assert.equal(body.paymentSubtotal.amount, '9.35');
  });

  test('a quote id per quote', LIMIT, async () => {
    const request = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'local-31337',
    };
    const [first, second] = [(await quote(request)).body, (await quote(request)).body];
    assert.notEqual(first.quoteId, second.quoteId);
    assert.deepEqual(first.purchaseAmount, second.purchaseAmount);
  });

  test('amounts outside the currency’s limits are refused with the range', LIMIT, async () => {
    const refuse = async (paymentCurrency, amount, reason) => {
      const { status, body } = await quote({
        purchaseCurrency: 'USDC',
        paymentCurrency,
        amount,
        network: 'local-31337',
      });
      assert.equal(status, 400, `${amount} ${paymentCurrency}`);
      assert.equal(body.reasons[0].description, reason);
    };
    await refuse('USD', '9.99', 'Amount must be between 10.00 and 25000.00 USD');
    await refuse('USD', '25000.01', 'Amount must be between 10.00 and 25000.00 USD');
    await refuse('GBP', '5000.01', 'Amount must be between 10.00 and 5000.00 GBP');
    const ok = (paymentCurrency, amount) =>
      quote({ purchaseCurrency: 'USDC', paymentCurrency, amount, network: 'local-31337' });
    assert.equal((await ok('USD', '25000.00')).status, 200);
    assert.equal((await ok('EUR', '10.00')).status, 200);
    assert.equal((await ok('EUR', '7000')).status, 200, 'EUR has the bank account range');
  });

  test('malformed amounts, unknown currencies and networks are 400', LIMIT, async () => {
    const base = {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'local-31337',
    };
    for (const change of [
      { amount: '100.001' },
      { amount: '1e3' },
      { amount: '-10' },
      { amount: ' 100' },
      { amount: 100 },
      { amount: undefined },
      { paymentCurrency: 'JPY' },
      { purchaseCurrency: 'DOGE' },
      { purchaseCurrency: 'toString' },
      { network: 'mars' },
      { purchaseCurrency: 'SOL' },
      { purchaseCurrency: 'ETH', network: 'polygon' },
    ]) {
      const { status, body } = await quote({ ...base, ...change });
      assert.equal(status, 400, JSON.stringify(change));
      assert.equal(typeof body.reasons[0].description, 'string');
    }
  });
});

describe('onramp URL', () => {
  test('makes an order on the provider page of the stand-in', LIMIT, async () => {
    const to = recipient('url');
    const { status, body } = await onrampUrl({
      destinationWallets: [{ address: to, blockchains: ['local-31337'], assets: ['USDC'] }],
      defaultNetwork: 'local-31337',
      presetFiatAmount: 100,
    });
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body), ['url']);
    assert.match(body.url, new RegExp(`^${api.url}/onramp/widget\\?order=order-\\d+$`));
    const made = (await ordersOf()).get(new URL(body.url).searchParams.get('order'));
    assert.deepEqual(
      {
        address: made.address,
        network: made.network,
        asset: made.asset,
        amount: made.amount,
        units: made.units,
        fiat: made.fiat,
        status: made.status,
        projectId: made.projectId,
        partnerUserId: made.partnerUserId,
      },
      {
        address: to,
        network: 'local-31337',
        asset: 'USDC',
        amount: '98.000000',
        units: '98000000',
        fiat: { amount: '100.00', currency: 'USD' },
        status: 'open',
        projectId: 'portico-test',
        partnerUserId: 'user-1',
      },
    );
  });

  test(
    'the asset defaults to USDC (SOL on Solana); a crypto preset is floored',
    LIMIT,
    async () => {
      const evm = await order({
        destinationWallets: [{ address: recipient('default') }],
        presetCryptoAmount: 12.3456789,
      });
      const sol = await order({
        destinationWallets: [{ address: Keypair.generate().publicKey.toBase58() }],
        defaultNetwork: 'solana',
        presetCryptoAmount: '0.5',
      });
      const orders = await ordersOf();
      assert.deepEqual(
        [orders.get(evm.id), orders.get(sol.id)].map((o) => [o.network, o.asset, o.amount, o.fiat]),
        [
          ['local-31337', 'USDC', '12.345678', null],
          ['solana', 'SOL', '0.500000000', null],
        ],
      );
    },
  );

  test('checks wallets, network, asset, partner and amounts', LIMIT, async () => {
    const to = recipient('checks');
    const solana = Keypair.generate().publicKey.toBase58();
    for (const body of [
      { destinationWallets: [] },
      { destinationWallets: [{ address: '0x1234' }] },
      { destinationWallets: [{ address: 'not an address' }] },
      { destinationWallets: [{ address: to, assets: 'USDC' }] },
      { destinationWallets: [{ address: to }], partnerUserId: '' },
      { destinationWallets: [{ address: to }], defaultNetwork: 'mars' },
      { destinationWallets: [{ address: to }], defaultExperience: 'sell' },
      { destinationWallets: [{ address: to }], defaultNetwork: 'solana' },
      { destinationWallets: [{ address: solana }], defaultNetwork: 'local-31337' },
      { destinationWallets: [{ address: to, assets: ['SOL'] }], defaultNetwork: 'local-31337' },
      { destinationWallets: [{ address: to, assets: ['ETH'] }], defaultNetwork: 'polygon' },
      { destinationWallets: [{ address: to }], presetFiatAmount: 5 },
      { destinationWallets: [{ address: to }], presetFiatAmount: 10.001 },
      { destinationWallets: [{ address: to }], presetCryptoAmount: 0 },
      { destinationWallets: [{ address: to }], presetCryptoAmount: '1,5' },
      { destinationWallets: [{ address: to, assets: ['ETH'] }], presetCryptoAmount: 1000 },
    ]) {
      const { status } = await onrampUrl(body);
      assert.equal(status, 400, JSON.stringify(body));
    }
  });
});

describe('the provider page', () => {
  test('shows the provider and the order, with a Confirm form', LIMIT, async () => {
    const to = recipient('page');
    const { url } = await order({
      destinationWallets: [{ address: to, assets: ['ETH'] }],
      defaultNetwork: 'local-31337',
      presetFiatAmount: '33.33',
    });
    const { status, headers, html } = await page(url);
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^text\/html/);
    assert.match(headers.get('content-security-policy') ?? '', /default-src 'none'/);
    for (const text of [
      'Meld (local)',
      '33.33 USD',
      '0.01077666 ETH',
      'Local chain 31337',
      to,
      'action="/onramp/widget/confirm"',
      '>Confirm</button>',
    ]) {
      assert.ok(html.includes(text), text);
    }
    assert.equal((await page(`${api.url}/onramp/widget?order=order-999`)).status, 404);
    assert.equal((await page(`${api.url}/onramp/widget`)).status, 400);
    assert.equal((await page(`${api.url}/onramp/widget/confirm`)).status, 405);
  });

  test('Confirm sends PUSD from the treasury, once', LIMIT, async () => {
    const to = recipient('pusd');
    const devBefore = await Promise.all(DEV_ADDRESSES.slice(0, 2).map((a) => pusdOf(a)));
    const devNonces = await Promise.all(DEV_ADDRESSES.slice(0, 2).map(nonceOf));
    const { id: orderId } = await order({
      destinationWallets: [{ address: to, assets: ['USDC'] }],
      defaultNetwork: 'local-31337',
      presetFiatAmount: 100,
    });
    assert.equal(await pusdOf(to), 0n);

    const done = await confirm(orderId);
    assert.equal(done.status, 200, done.html);
    assert.match(done.html, /Purchase complete/);
    assert.match(done.html, /<button type="button" id="close">Close<\/button>/);
    assert.match(done.html, /window\.close\(\)/);
    assert.equal(await pusdOf(to), 98_000_000n);
    const hash = txHashIn(done.html);
    const receipt = await rpc(chain.url, 'eth_getTransactionReceipt', [hash]);
    assert.equal(receipt.status, '0x1');
    assert.equal(getAddress(receipt.from), ONRAMP_TREASURY);
    assert.equal(getAddress(receipt.to), TOKEN_ADDRESSES.PUSD);

    const again = await confirm(orderId);
    assert.equal(again.status, 200);
    assert.equal(txHashIn(again.html), hash);
    assert.equal(await pusdOf(to), 98_000_000n, 'sent once');
    const made = (await ordersOf()).get(orderId);
    assert.deepEqual([made.status, made.txHash], ['complete', hash]);
    assert.match(
      (await page(`${api.url}/onramp/widget?order=${orderId}`)).html,
      /Purchase complete/,
    );

    assert.deepEqual(await Promise.all(DEV_ADDRESSES.slice(0, 2).map((a) => pusdOf(a))), devBefore);
    assert.deepEqual(await Promise.all(DEV_ADDRESSES.slice(0, 2).map(nonceOf)), devNonces);
  });

  test('two Confirms at once send once', LIMIT, async () => {
    const to = recipient('race');
    const { id: orderId } = await order({
      destinationWallets: [{ address: to }],
      presetCryptoAmount: '7.5',
    });
    const [first, second] = await Promise.all([confirm(orderId), confirm(orderId)]);
    assert.equal(txHashIn(first.html), txHashIn(second.html));
    assert.equal(await pusdOf(to), 7_500_000n);
  });

  test('Confirm sends ETH as a value transfer', LIMIT, async () => {
    const to = recipient('eth');
    const devBalances = await Promise.all(DEV_ADDRESSES.slice(0, 2).map(ethOf));
    const { id: orderId } = await order({
      destinationWallets: [{ address: to, assets: ['ETH'] }],
      defaultNetwork: 'local-31337',
      presetCryptoAmount: 0.5,
    });
    const done = await confirm(orderId);
    assert.equal(done.status, 200, done.html);
    assert.equal(await ethOf(to), parseEther('0.5'));
    const transaction = await rpc(chain.url, 'eth_getTransactionByHash', [txHashIn(done.html)]);
    assert.equal(getAddress(transaction.from), ONRAMP_TREASURY);
    assert.equal(BigInt(transaction.value), parseEther('0.5'));
    assert.deepEqual(await Promise.all(DEV_ADDRESSES.slice(0, 2).map(ethOf)), devBalances);
  });

  test('Confirm sends SOL through the local cluster', LIMIT, async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const { id: orderId } = await order({
      destinationWallets: [{ address: to }],
      defaultNetwork: 'solana',
      presetFiatAmount: '100.00',
    });
    const done = await confirm(orderId);
    assert.equal(done.status, 200, done.html);
    // (100.00 − 1.50 − 0.01) USD / 150
    assert.equal(await lamportsOf(to), 656_600_000n);
    assert.equal((await ordersOf()).get(orderId).txHash, txHashIn(done.html));
  });

  test('SOL without a local cluster, and mainnet networks, fail on the page', LIMIT, async () => {
    const sol = await order(
      {
        destinationWallets: [{ address: Keypair.generate().publicKey.toBase58() }],
        defaultNetwork: 'solana',
      },
      bare.url,
    );
    const refused = await confirm(sol.id, bare.url);
    assert.equal(refused.status, 400);
    assert.match(refused.html, /Purchase failed/);
    assert.match(refused.html, /SOL orders are not supported by the local provider/);
    assert.equal((await ordersOf(bare)).get(sol.id).status, 'failed');

    const remote = await order({
      destinationWallets: [{ address: recipient('remote') }],
      defaultNetwork: 'ethereum',
    });
    const answer = await confirm(remote.id);
    assert.equal(answer.status, 400);
    assert.match(answer.html, /local chains only, not on Ethereum/);
  });
});

describe('fault switches', () => {
  const usdQuote = {
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '100',
    network: 'local-31337',
  };
  const wallets = { destinationWallets: [{ address: recipient('faults') }] };

  test('the three routes: status, malformed, wrong shape, then normal again', LIMIT, async () => {
    await control('/fault', { route: 'onrampOptions', kind: 'status', status: 500, times: 1 });
    assert.equal((await options()).status, 500);
    assert.equal((await options()).status, 200);

    await control('/fault', { route: 'onrampQuote', kind: 'malformed' });
    const broken = await quote(usdQuote);
    assert.equal(broken.status, 200);
    assert.equal(broken.body, undefined, 'not JSON');
    await control('/clear-faults', { route: 'onrampQuote' });
    assert.equal((await quote(usdQuote)).body.paymentTotal.amount, '100.00');

    await control('/fault', { route: 'onrampUrl', kind: 'wrongShape', times: 1 });
    assert.deepEqual(Object.keys((await onrampUrl(wallets)).body), ['unexpected', 'items']);
    assert.equal((await onrampUrl(wallets)).status, 200);

    await control('/fault', { route: 'onrampQuote', kind: 'status', status: 429, times: 1 });
    assert.equal((await quote(usdQuote)).status, 429);
    assert.equal((await quote(usdQuote)).status, 200);
  });

  test('a failing Confirm sends nothing; the next one sends', LIMIT, async () => {
    const to = recipient('confirm-fault');
    const { id: orderId } = await order({ ...wallets, destinationWallets: [{ address: to }] });
    await control('/fault', { route: 'onrampConfirm', kind: 'status', status: 503, times: 1 });
    const failed = await confirm(orderId);
    assert.equal(failed.status, 503);
    assert.match(failed.html, /Injected HTTP 503/);
    assert.equal(await pusdOf(to), 0n);
    assert.equal((await ordersOf()).get(orderId).status, 'open');

    // Scoped to another project: this order (of portico-test) is not affected.
    await control('/fault', {
      route: 'onrampConfirm',
      kind: 'status',
      status: 500,
      projectId: 'someone-else',
    });
    assert.equal((await confirm(orderId)).status, 200);
    assert.equal(await pusdOf(to), 98_000_000n);
    await control('/clear-faults', {});

    const requests = await control('/requests');
    assert.ok(requests.some((r) => r.route === 'onrampConfirm' && r.fault === 'status'));
  });

  test('a hung provider page, then reset forgets the orders', LIMIT, async () => {
    const { url } = await order(wallets);
    await control('/fault', { route: 'onrampWidget', kind: 'hang', times: 1 });
    // Given up only once the stand-in has taken the hang (its request log says so): given up
    // earlier, the one-time fault would hang the next request instead.
    const giveUp = new AbortController();
    const hung = page(url, { signal: giveUp.signal });
    const tookHang = async () =>
      (await control('/requests')).some((r) => r.route === 'onrampWidget' && r.fault === 'hang');
    while (!(await tookHang())) await new Promise((resolve) => setTimeout(resolve, 20));
    giveUp.abort();
    await assert.rejects(hung);
    assert.equal((await page(url)).status, 200);

    await control('/reset', {});
    assert.deepEqual(await control('/onramp-orders'), []);
    assert.equal((await page(url)).status, 404);
  });
});
