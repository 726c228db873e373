/**
 * The stand-in's wallet list and wallet images: paging, featured and recommended order,
 * filters, parameter checks, images an `<img>` can load, and the fault switches.
 * Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startApiStandIn } from './startApiStandIn.mjs';
import { DEFAULT_FEATURED_WALLET_IDS, WALLET_CATALOGUE } from './walletCatalogue.mjs';

const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const RECOMMENDED_IDS = ['rainbow', 'uniswap', 'zerion', 'phantom'];
const ENTRY_KEYS = [
  'featured',
  'id',
  'imageUrl',
  'name',
  'namespaces',
  'nativeLink',
  'rdns',
  'recommended',
  'universalLink',
];

let api;

async function get(path, { query = PROJECT } = {}) {
  const url = path.startsWith('http')
    ? path
    : `${api.url}${path}${path.includes('?') ? '&' : '?'}${query}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** One page of the list; `params` are the query parameters besides the project ones. */
const wallets = (params) => get(`/v1/wallets?${new URLSearchParams(params)}`);

/** Every wallet the filters keep, page after page of 12. */
async function allPages(params = {}) {
  const first = await wallets({ page: 1, entries: 12, ...params });
  const pages = Math.ceil(first.body.count / 12);
  const data = [...first.body.data];
  for (let page = 2; page <= pages; page += 1) {
    data.push(...(await wallets({ page, entries: 12, ...params })).body.data);
  }
  return { count: first.body.count, data };
}

async function control(path, body) {
  const response = await fetch(`${api.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await response.json();
  assert.equal(response.status, 200, `${path}: ${payload?.message}`);
  return payload;
}

before(async () => {
  api = await startApiStandIn({ port: 0, log: () => {} });
});
after(() => api?.stop());
beforeEach(() => control('/reset', {}));

describe('wallet list', () => {
  test('page 1 holds 12 complete entries and the count of all', LIMIT, async () => {
    const { status, body } = await wallets({ page: 1, entries: 12 });
    assert.equal(status, 200);
    assert.equal(body.count, WALLET_CATALOGUE.length);
    assert.equal(body.data.length, 12);
    for (const entry of body.data) assert.deepEqual(Object.keys(entry).sort(), ENTRY_KEYS);
    assert.deepEqual(body.data[0], {
      id: 'metamask',
      name: 'MetaMask',
      rdns: 'io.metamask',
      imageUrl: `${api.url}/v1/wallets/metamask/image?${PROJECT}`,
      nativeLink: 'metamask://',
      universalLink: 'https://metamask.app.link',
      namespaces: ['eip155'],
      featured: true,
      recommended: false,
    });
  });

  test('paging through 4 pages gives every wallet exactly once', LIMIT, async () => {
    const { count, data } = await allPages();
    assert.equal(Math.ceil(count / 12), 4);
    const ids = data.map((wallet) => wallet.id);
    assert.equal(ids.length, WALLET_CATALOGUE.length);
    assert.deepEqual([...ids].sort(), WALLET_CATALOGUE.map((wallet) => wallet.id).sort());
    const beyond = await wallets({ page: 5, entries: 12 });
    assert.deepEqual(beyond.body, { count, data: [] });
  });

  test('default featured first, then recommended, then catalogue rank', LIMIT, async () => {
    const { data } = await allPages();
    const expectedRest = WALLET_CATALOGUE.map((wallet) => wallet.id).filter(
      (id) => !DEFAULT_FEATURED_WALLET_IDS.includes(id) && !RECOMMENDED_IDS.includes(id),
    );
    assert.deepEqual(
      data.map((wallet) => wallet.id),
      [...DEFAULT_FEATURED_WALLET_IDS, ...RECOMMENDED_IDS, ...expectedRest],
    );
    assert.deepEqual(
      data.filter((wallet) => wallet.featured).map((wallet) => wallet.id),
      ['metamask', 'trust', 'coinbase'],
    );
    assert.deepEqual(
      data.filter((wallet) => wallet.recommended).map((wallet) => wallet.id),
      RECOMMENDED_IDS,
    );
  });

  test('the host’s featured wallets replace the defaults, in their order', LIMIT, async () => {
    const { body } = await wallets({ page: 1, entries: 8, featured: 'safe,zerion,nope,okx' });
    assert.deepEqual(
      body.data.map((wallet) => [wallet.id, wallet.featured, wallet.recommended]),
      [
        ['safe', true, false],
        // Featured, so not also reported recommended.
        ['zerion', true, false],
        ['okx', true, false],
        ['rainbow', false, true],
        ['uniswap', false, true],
        ['phantom', false, true],
        ['metamask', false, false],
        ['trust', false, false],
      ],
    );
    assert.equal(body.count, WALLET_CATALOGUE.length);
  });

  test('search ignores case and accents; no match is an empty list', LIMIT, async () => {
    const names = async (search) =>
      (await wallets({ page: 1, entries: 100, search })).body.data.map((wallet) => wallet.name);
    assert.deepEqual(await names('  METAMASK '), ['MetaMask']);
    assert.deepEqual(await names('vi mo'), ['Ví Mở']);
    assert.deepEqual(await names('VÍ MỞ'), ['Ví Mở']);
    // Accents fold both ways: `mở` finds the unaccented `Cosmostation` too.
    assert.deepEqual(await names('mở'), ['Cosmostation', 'Ví Mở']);
    assert.deepEqual(await names('ledger'), ['Ledger Live']);
    assert.deepEqual((await wallets({ page: 1, entries: 12, search: 'no such wallet' })).body, {
      count: 0,
      data: [],
    });
  });

  test('namespaces keep wallets supporting any of them; unknown is a 400', LIMIT, async () => {
    const { count, data } = await allPages({ namespaces: 'polkadot,cosmos' });
    const expected = WALLET_CATALOGUE.filter((wallet) =>
      wallet.namespaces.some((namespace) => ['polkadot', 'cosmos'].includes(namespace)),
    );
    assert.equal(count, expected.length);
    assert.deepEqual(
      data.map((wallet) => wallet.id).sort(),
      expected.map((wallet) => wallet.id).sort(),
    );
    assert.ok(data.some((wallet) => wallet.id === 'subwallet'));
    assert.ok(!data.some((wallet) => wallet.id === 'metamask'));
    // Trust is a default featured wallet with cosmos: still first.
    assert.equal(data[0].id, 'trust');

    const solana = await allPages({ namespaces: 'solana' });
    assert.ok(solana.data.every((wallet) => wallet.namespaces.includes('solana')));
    assert.ok(solana.data.some((wallet) => wallet.id === 'solflare'));

    const unknown = await wallets({ page: 1, entries: 12, namespaces: 'eip155,starknet' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /namespaces/);
  });

  test('include keeps only those wallets; exclude drops them', LIMIT, async () => {
    const included = await wallets({ page: 1, entries: 12, include: 'keplr,phantom,metamask' });
    assert.equal(included.body.count, 3);
    assert.deepEqual(
      included.body.data.map((wallet) => [wallet.id, wallet.featured, wallet.recommended]),
      [
        ['metamask', true, false],
        ['phantom', false, true],
        ['keplr', false, false],
      ],
    );
    const excluded = await allPages({ exclude: 'metamask,rainbow,frame' });
    assert.equal(excluded.count, WALLET_CATALOGUE.length - 3);
    assert.deepEqual(
      excluded.data.slice(0, 5).map((wallet) => wallet.id),
      ['trust', 'coinbase', 'uniswap', 'zerion', 'phantom'],
    );
    assert.ok(
      !excluded.data.some((wallet) => ['metamask', 'rainbow', 'frame'].includes(wallet.id)),
    );
  });

  test('page and entries are required integers in range', LIMIT, async () => {
    /** @type {Array<[Record<string, unknown>, RegExp]>} */
    const cases = [
      [{ entries: 12 }, /page/],
      [{ page: 1 }, /entries/],
      [{ page: 0, entries: 12 }, /page/],
      [{ page: 'two', entries: 12 }, /page/],
      [{ page: 1.5, entries: 12 }, /page/],
      [{ page: 1, entries: 0 }, /entries/],
      [{ page: 1, entries: 101 }, /entries/],
      [{ page: 1, entries: -3 }, /entries/],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await wallets(params);
      assert.equal(status, 400, JSON.stringify(params));
      assert.match(body.message, message);
    }
    assert.equal((await wallets({ page: 1, entries: 100 })).body.data.length, 40);
  });

  test('the project parameters are required here as on every route', LIMIT, async () => {
    assert.equal((await get('/v1/wallets?page=1&entries=12', { query: 'st=a&sv=1' })).status, 400);
    assert.equal(
      (await get('/v1/wallets?page=1&entries=12', { query: 'projectId=invalid&st=a&sv=1' })).status,
      401,
    );
  });
});

describe('wallet images', () => {
  test('imageUrl loads an SVG with a day-long cache and no headers', LIMIT, async () => {
    const { body } = await wallets({ page: 1, entries: 1 });
    const image = await get(body.data[0].imageUrl);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    assert.equal(image.headers.get('cache-control'), 'public, max-age=86400');
    assert.match(image.text, /^<svg [^>]*width="64" height="64"/);
    assert.match(image.text, /fill="#f6851b"/);
    assert.equal((await get(body.data[0].imageUrl)).text, image.text, 'deterministic');
  });

  test('imageUrl echoes the request’s project parameters, encoded', LIMIT, async () => {
    const query = 'projectId=a%20b%26c&st=portico&sv=1.0%2Bx';
    const { body } = await get('/v1/wallets?page=1&entries=1', { query });
    assert.equal(body.data[0].imageUrl, `${api.url}/v1/wallets/metamask/image?${query}`);
    assert.equal((await get(body.data[0].imageUrl)).status, 200);
  });

  test('a wallet without an image, and an unknown one, are 404', LIMIT, async () => {
    const { data } = await allPages();
    const imageless = data.filter((wallet) => wallet.imageUrl === null).map((wallet) => wallet.id);
    assert.equal(imageless.length, 2);
    for (const id of [...imageless, 'nope']) {
      const { status, body } = await get(`/v1/wallets/${id}/image`);
      assert.equal(status, 404, id);
      assert.equal(typeof body.message, 'string');
    }
  });
});

describe('wallet faults', () => {
  test('a wallets fault answers 500 once, then the list again', LIMIT, async () => {
    await control('/fault', { route: 'wallets', kind: 'status', status: 500, times: 1 });
    assert.equal((await wallets({ page: 1, entries: 12 })).status, 500);
    assert.equal((await wallets({ page: 1, entries: 12 })).status, 200);
  });

  test('a walletImage fault hits the image route only', LIMIT, async () => {
    await control('/fault', { route: 'walletImage', kind: 'status', status: 503 });
    assert.equal((await get('/v1/wallets/metamask/image')).status, 503);
    assert.equal((await wallets({ page: 1, entries: 12 })).status, 200);
    await control('/clear-faults', { route: 'walletImage' });
    assert.equal((await get('/v1/wallets/metamask/image')).status, 200);
  });
});
