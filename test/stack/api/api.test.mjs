/**
 * The product-API stand-in on its own, against a real anvil: chain-backed answers, fixtures,
 * project checks, CORS, fault switches and recorded analytics.
 * Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { Wallet, parseUnits } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { rpc, sendFromDevAccount } from './chainRpc.mjs';
import { DEV_ADDRESSES, TOKEN_DEPLOYER } from './devAccounts.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';
import { BROKEN_TOKEN_ADDRESS, ERC20, TOKEN_ADDRESSES } from './tokens.mjs';

const CHAIN = 'eip155:31337';
const [ALICE, BOB] = DEV_ADDRESSES;
/** Dev account 7: no tokens minted to it, no fixture name. */
const STRANGER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const BOB_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

let chain;
let api;

const urlOf = (path, query = PROJECT) =>
  `${api.url}${path}${path.includes('?') ? '&' : '?'}${query}`;

/**
 * @param {string} path
 * @param {{ query?: string, headers?: Record<string, string> }} [options]
 */
async function get(path, { query, headers } = {}) {
  const response = await fetch(urlOf(path, query), {
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? safeJson(text) : undefined,
  };
}

/**
 * @param {string} path
 * @param {unknown} body
 * @param {{ query?: string }} [options]
 */
async function post(path, body, { query } = {}) {
  const response = await fetch(urlOf(path, query), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? safeJson(text) : undefined };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function control(path, body) {
  const response = await fetch(`${api.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json();
  assert.equal(response.status, 200, `${path}: ${payload?.message}`);
  return payload;
}

before(async () => {
  chain = await startAnvil({ port: 0 });
  api = await startApiStandIn({
    port: 0,
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    log: () => {},
  });
});
after(async () => {
  await api?.stop();
  await chain?.stop();
});
beforeEach(() => control('/reset', {}));

describe('chain-backed routes', () => {
  test(
    'deploys PUSD and PTK (and BRK) at the fixed addresses and mints to the dev accounts',
    LIMIT,
    async () => {
      assert.deepEqual(
        api.chains[0].tokens.map(({ symbol, address }) => [symbol, address]),
        [
          ['PUSD', TOKEN_ADDRESSES.PUSD],
          ['PTK', TOKEN_ADDRESSES.PTK],
          ['BRK', BROKEN_TOKEN_ADDRESS],
        ],
      );
      assert.equal(TOKEN_ADDRESSES.PUSD, '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35');
      assert.equal(TOKEN_ADDRESSES.PTK, '0xA15BB66138824a1c7167f5E85b957d04Dd34E468');
      const { status, body } = await get(
        `/v1/account/${BOB}/balance?currency=usd&chainId=${CHAIN}`,
      );
      assert.equal(status, 200);
      assert.deepEqual(
        body.balances.map((b) => [b.symbol, b.quantity.numeric, b.address ?? null]),
        [
          ['ETH', '10000.0', null],
          ['PUSD', '10000.0', `${CHAIN}:${TOKEN_ADDRESSES.PUSD}`],
          ['PTK', '1000.0', `${CHAIN}:${TOKEN_ADDRESSES.PTK}`],
        ],
      );
      assert.equal(body.balances[1].value, 10_000);
      assert.equal(body.balances[1].quantity.decimals, '6');
    },
  );

  test('a restarted stand-in reuses the tokens already on the chain', LIMIT, async () => {
    const again = await startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
      log: () => {},
    });
    try {
      assert.deepEqual(again.chains[0].tokens, api.chains[0].tokens);
    } finally {
      await again.stop();
    }
  });

  test('balances and history follow an ERC-20 transfer on the chain', LIMIT, async () => {
    const before = await get(`/v1/account/${STRANGER}/balance?currency=usd&chainId=${CHAIN}`);
    assert.deepEqual(
      before.body.balances.map((b) => b.symbol),
      ['ETH'],
    );

    const receipt = await sendFromDevAccount(chain.url, {
      from: ALICE,
      to: TOKEN_ADDRESSES.PUSD,
      data: ERC20.encodeFunctionData('transfer', [STRANGER, parseUnits('12.5', 6)]),
    });

    const afterTransfer = await get(
      `/v1/account/${STRANGER}/balance?currency=usd&chainId=${CHAIN}`,
    );
    const pusd = afterTransfer.body.balances.find((b) => b.symbol === 'PUSD');
    assert.equal(pusd.quantity.numeric, '12.5');

    const sent = await get(`/v1/account/${ALICE}/history?chainId=${CHAIN}`);
    assert.equal(sent.status, 200);
    const [latest] = sent.body.data;
    assert.equal(latest.id, receipt.transactionHash);
    assert.equal(latest.metadata.operationType, 'send');
    assert.equal(latest.metadata.status, 'confirmed');
    assert.equal(latest.metadata.chain, CHAIN);
    assert.deepEqual(
      latest.transfers.map((t) => [t.fungible_info.symbol, t.direction, t.quantity.numeric]),
      [['PUSD', 'out', '12.5']],
    );

    // The receiver only appears in the Transfer log, not as the transaction's `to`.
    const received = await get(`/v1/account/${STRANGER}/history?chainId=${CHAIN}`);
    assert.equal(received.body.data[0].id, receipt.transactionHash);
    assert.equal(received.body.data[0].metadata.operationType, 'receive');
    assert.equal(received.body.data[0].transfers[0].direction, 'in');
  });

  test('history pages by cursor without repeats', LIMIT, async () => {
    // The deployer sent 3 deployments + 12 mints: more than one page of 10.
    const first = await get(`/v1/account/${TOKEN_DEPLOYER}/history?chainId=${CHAIN}`);
    assert.equal(first.body.data.length, 10);
    assert.match(first.body.next, /^\d+:\d+$/);
    const second = await get(
      `/v1/account/${TOKEN_DEPLOYER}/history?chainId=${CHAIN}&cursor=${first.body.next}`,
    );
    assert.ok(second.body.data.length >= 2);
    const ids = [...first.body.data, ...second.body.data].map((t) => t.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(second.body.next, null);
    assert.equal(
      (await get(`/v1/account/${ALICE}/history?chainId=${CHAIN}&cursor=oops`)).status,
      400,
    );
  });

  test('native sends are in the history with their ETH transfer', LIMIT, async () => {
    const receipt = await sendFromDevAccount(chain.url, {
      from: BOB,
      to: STRANGER,
      value: '0xde0b6b3a7640000',
    });
    const { body } = await get(`/v1/account/${STRANGER}/history?chainId=${CHAIN}`);
    const entry = body.data.find((t) => t.id === receipt.transactionHash);
    assert.deepEqual(
      entry.transfers.map((t) => [t.fungible_info.symbol, t.direction, t.quantity.numeric]),
      [['ETH', 'in', '1.0']],
    );
  });

  test('gas price and allowance are read from the chain', LIMIT, async () => {
    const gas = await get(`/v1/convert/gas-price?chainId=${CHAIN}`);
    const onChain = BigInt(await rpc(chain.url, 'eth_gasPrice'));
    assert.equal(BigInt(gas.body.standard), onChain);
    assert.ok(BigInt(gas.body.instant) > BigInt(gas.body.fast));

    const token = `${CHAIN}:${TOKEN_ADDRESSES.PTK}`;
    const allowanceUrl = `/v1/convert/allowance?tokenAddress=${token}&userAddress=${BOB}`;
    assert.equal((await get(allowanceUrl)).body.allowance, '0');
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${BOB}&from=${token}&to=${CHAIN}:${TOKEN_ADDRESSES.PUSD}`,
    );
    assert.equal(approve.status, 200);
    assert.equal(approve.body.tx.to, token);
    await sendFromDevAccount(chain.url, {
      from: BOB,
      to: TOKEN_ADDRESSES.PTK,
      data: approve.body.tx.data,
    });
    assert.equal(BigInt((await get(allowanceUrl)).body.allowance), 2n ** 256n - 1n);
  });

  test('an unserved chain is a 400', LIMIT, async () => {
    const { status, body } = await get(
      `/v1/account/${ALICE}/balance?currency=usd&chainId=eip155:1`,
    );
    assert.equal(status, 400);
    assert.equal(body.reasons[0].description, 'Unsupported chain eip155:1');
  });
});

describe('fixture routes', () => {
  test(
    'identity: a name and a data: avatar for dev accounts, nulls for others',
    LIMIT,
    async () => {
      const alice = await get(`/v1/identity/${ALICE}?sender=${BOB}`);
      assert.equal(alice.body.name, 'alice.portico');
      assert.match(alice.body.avatar, /^data:image\/svg\+xml;base64,/);
      assert.deepEqual((await get(`/v1/identity/${STRANGER}`)).body, { name: null, avatar: null });
    },
  );

  test('prices are the fixture prices; quotes come from pools seeded at them', LIMIT, async () => {
    const eth = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
    const pusd = `${CHAIN}:${TOKEN_ADDRESSES.PUSD}`;
    const quote = await get(
      `/v1/convert/quotes?amount=1000000000000000000&userAddress=${ALICE}&from=${eth}&to=${pusd}&gasPrice=1`,
    );
    // 1 ETH at $3000 into PUSD at $1, less the 0.3% fee and the pool's price impact (swap.test.mjs
    // checks the router's exact answer).
    const received = BigInt(quote.body.quotes[0].toAmount);
    assert.ok(received <= 2_991_000_000n && received > 2_985_000_000n, `${received}`);
    const prices = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [pusd, `${CHAIN}:${STRANGER}`],
      projectId: 'portico-test',
    });
    assert.deepEqual(
      prices.body.fungibles.map((f) => [f.symbol, f.price]),
      [['PUSD', 1]],
    );
  });

  test(
    'a name registers only with a matching signature, then resolves both ways',
    LIMIT,
    async () => {
      const wallet = new Wallet(BOB_KEY);
      const message = JSON.stringify({
        name: 'bobby.portico',
        attributes: {},
        timestamp: Math.floor(Date.now() / 1000),
      });
      const body = {
        // ENSIP-11: 0x80000000 | 31337 (names.test.mjs has the rest of the rules).
        coin_type: 2147514985,
        address: BOB,
        message,
        signature: await wallet.signMessage(message),
      };

      const forged = await post('/v1/profile/account', { ...body, address: ALICE });
      assert.equal(forged.status, 401);
      assert.equal((await post('/v1/profile/account', body)).status, 200);
      assert.equal((await post('/v1/profile/account', body)).status, 409);

      assert.deepEqual(
        (await get('/v1/profile/account/bobby.portico?apiVersion=2')).body.addresses,
        { 60: { address: BOB } },
      );
      const reverse = await get(`/v1/profile/reverse/${BOB}?sender=${BOB}&apiVersion=2`);
      assert.deepEqual(
        reverse.body.map((p) => p.name),
        ['bob.portico', 'bobby.portico'],
      );
      const suggestions = await get('/v1/profile/suggestions/bobby?zone=portico');
      assert.deepEqual(suggestions.body.suggestions[0], {
        name: 'bobby.portico',
        registered: true,
      });
      assert.equal((await get('/v1/profile/account/nobody.portico?apiVersion=2')).status, 404);
    },
  );

  test('onramp url, options and quote', LIMIT, async () => {
    const url = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: ALICE, blockchains: ['local-31337'], assets: ['ETH'] }],
      partnerUserId: ALICE,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    });
    assert.ok(url.body.url.startsWith(`${api.url}/onramp/widget?`));
    assert.equal((await fetch(url.body.url)).status, 200);
    const options = await get('/v1/onramp/options');
    assert.deepEqual(options.body.paymentCurrencies[0].payment_method_limits[0], {
      id: 'card',
      min: '10.00',
      max: '7500.00',
    });
    const quote = await post('/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'local-31337',
    });
    assert.deepEqual(quote.body.paymentTotal, { amount: '100.00', currency: 'USD' });
    assert.deepEqual(quote.body.purchaseAmount, { amount: '98.000000', currency: 'USDC' });
    assert.equal(
      (
        await post('/v1/onramp/quote', {
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '5',
          network: 'local-31337',
        })
      ).status,
      400,
    );
  });

  test('a session is revoked only with the account signature', LIMIT, async () => {
    const account = `${CHAIN}:${BOB}`;
    const { body } = await get(`/v1/sessions/${account}`);
    const { pci } = body.pcis[0];
    assert.equal(
      (
        await post(`/v1/sessions/${account}/revoke`, {
          pci,
          signature: await Wallet.createRandom().signMessage(pci),
        })
      ).status,
      401,
    );
    assert.equal(
      (
        await post(`/v1/sessions/${account}/revoke`, {
          pci,
          signature: await new Wallet(BOB_KEY).signMessage(pci),
        })
      ).status,
      200,
    );
    assert.equal(typeof (await get(`/v1/sessions/${account}`)).body.pcis[0].revokedAt, 'number');
  });
});

describe('project checks and CORS', () => {
  test(
    'projectId, st and sv are required; unknown and unconfigured projects fail',
    LIMIT,
    async () => {
      assert.equal((await get('/v1/supported-chains', { query: 'st=a&sv=1' })).status, 400);
      assert.equal((await get('/v1/supported-chains', { query: 'projectId=p&sv=1' })).status, 400);
      const invalid = await get('/v1/project/config', { query: 'projectId=invalid&st=a&sv=1' });
      assert.equal(invalid.status, 401);
      assert.equal(invalid.body.reasons[0].description, 'Invalid Project ID');
      assert.equal(
        (await get('/v1/project/config', { query: 'projectId=unconfigured&st=a&sv=1' })).status,
        403,
      );
      assert.equal(
        (await get('/v1/supported-chains', { query: 'projectId=unconfigured&st=a&sv=1' })).status,
        200,
      );
    },
  );

  test('config features and allowed origins are switchable', LIMIT, async () => {
    await control('/config', { features: { swap: false, social_login: { config: ['google'] } } });
    await control('/origins', { allowedOrigins: ['https://example.org'] });
    const config = await get('/v1/project/config');
    assert.deepEqual(
      config.body.features.find((f) => f.id === 'swap'),
      { id: 'swap', isEnabled: false, config: ['1inch'] },
    );
    assert.deepEqual(config.body.features.find((f) => f.id === 'social_login').config, ['google']);
    assert.deepEqual((await get('/v1/project/origins')).body, {
      allowedOrigins: ['https://example.org'],
    });
  });

  test('CORS echoes local origins and answers preflight', LIMIT, async () => {
    const local = await get('/v1/supported-chains', {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://127.0.0.1:5173');
    const foreign = await get('/v1/supported-chains', {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${api.url}/e`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4000', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
  });
});

describe('fault switches', () => {
  const identity = `/v1/identity/${ALICE}`;

  test('status 429 and 500, then back to normal after `times`', LIMIT, async () => {
    await control('/fault', { route: 'identity', kind: 'status', status: 429, times: 1 });
    assert.equal((await get(identity)).status, 429);
    assert.equal((await get(identity)).status, 200);
    await control('/fault', { route: '*', kind: 'status', status: 500 });
    assert.equal((await get('/v1/onramp/options')).status, 500);
    assert.equal((await get(identity)).status, 500);
    await control('/clear-faults', {});
    assert.equal((await get(identity)).status, 200);
  });

  test('malformed JSON and the wrong shape', LIMIT, async () => {
    await control('/fault', { route: 'identity', kind: 'malformed' });
    const malformed = await get(identity);
    assert.equal(malformed.status, 200);
    assert.equal(malformed.body, undefined, 'not JSON');
    await control('/fault', { route: 'identity', kind: 'wrongShape' });
    const wrong = await get(identity);
    assert.equal(wrong.status, 200);
    assert.equal(wrong.body.name, undefined);
  });

  test('latency delays the answer; hang never answers', LIMIT, async () => {
    await control('/fault', { route: 'identity', kind: 'latency', ms: 300 });
    const started = Date.now();
    assert.equal((await get(identity)).status, 200);
    assert.ok(Date.now() - started >= 290);

    await control('/fault', { route: 'identity', kind: 'hang' });
    await assert.rejects(fetch(urlOf(identity), { signal: AbortSignal.timeout(300) }), {
      name: 'TimeoutError',
    });
    const log = await control('/requests');
    assert.deepEqual(log.at(-1), { ...log.at(-1), route: 'identity', fault: 'hang', status: null });
  });

  test('a fault scoped to a project id leaves the other projects alone', LIMIT, async () => {
    await control('/fault', { route: 'identity', kind: 'status', status: 503, projectId: 'e2e-a' });
    assert.equal(
      (await get(identity, { query: 'projectId=e2e-a&st=portico&sv=0.1.0' })).status,
      503,
    );
    assert.equal((await get(identity)).status, 200);
    // A scoped fault wins over one for every project; clearing the route clears both.
    await control('/fault', { route: 'identity', kind: 'status', status: 500 });
    assert.equal(
      (await get(identity, { query: 'projectId=e2e-a&st=portico&sv=0.1.0' })).status,
      503,
    );
    assert.equal((await get(identity)).status, 500);
    await control('/clear-faults', { route: 'identity' });
    assert.equal(
      (await get(identity, { query: 'projectId=e2e-a&st=portico&sv=0.1.0' })).status,
      200,
    );
  });

  test(
    'a reset keeping project faults leaves those (another spec’s), not the others',
    LIMIT,
    async () => {
      const scoped = { query: 'projectId=e2e-b&st=portico&sv=0.1.0' };
      await control('/fault', {
        route: 'identity',
        kind: 'status',
        status: 503,
        projectId: 'e2e-b',
      });
      await control('/fault', { route: 'identity', kind: 'status', status: 500 });
      assert.equal((await get(identity)).status, 500);
      await control('/reset', { keepProjectFaults: true });
      assert.equal((await get(identity, scoped)).status, 503);
      assert.equal((await get(identity)).status, 200);
      // A plain reset clears them too.
      await control('/reset', {});
      assert.equal((await get(identity, scoped)).status, 200);
    },
  );

  test('an unknown route or kind is refused', LIMIT, async () => {
    const response = await fetch(`${api.controlUrl}/fault`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'nope', kind: 'hang' }),
    });
    assert.equal(response.status, 400);
  });
});

describe('analytics', () => {
  const event = {
    eventId: 'e-1',
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: 1,
    props: { type: 'track', event: 'MODAL_OPEN' },
  };

  test('POST /e is recorded with the project and sdk', LIMIT, async () => {
    assert.equal((await post('/e', event)).status, 202);
    assert.equal((await post('/e', { ...event, eventId: undefined })).status, 400);
    const events = await control('/events');
    assert.equal(events.length, 1);
    assert.deepEqual(
      { ...events[0], receivedAt: undefined },
      {
        receivedAt: undefined,
        projectId: 'portico-test',
        sdkType: 'portico',
        sdkVersion: '0.1.0',
        origin: null,
        event,
      },
    );
  });

  test(
    'forbidden analytics answer 403 and record nothing; reset clears the record',
    LIMIT,
    async () => {
      await post('/e', event);
      await control('/config', { analytics: false });
      assert.equal((await post('/e', event)).status, 403);
      assert.equal((await control('/events')).length, 1);
      await control('/reset', {});
      assert.deepEqual(await control('/events'), []);
      assert.equal((await post('/e', event)).status, 202);
    },
  );
});
