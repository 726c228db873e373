/**
 * The stand-in's NFTs against a real anvil: the collections deployed and minted at start, the
 * NFT route (contents, spam flags, ownership changes, paging, tolerated bad token URIs,
 * errors), NFT transfers in the history, and the large-history fixture switch.
 * Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startAnvil } from '../chain/startAnvil.mjs';
import { rpc, sendFromDevAccount } from './chainRpc.mjs';
import { DEV_ADDRESSES, NFT_DEPLOYER } from './devAccounts.mjs';
import { ERC721, NFT_ADDRESSES, NFT_SPECS, SPAM_CONTRACTS, nftTokenUri } from './nfts.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';

const CHAIN = 'eip155:31337';
const [ALICE, BOB] = DEV_ADDRESSES;
/** Dev accounts 5, 6 and 7: no wallet uses them, nothing is minted to them at start. */
const ACCOUNT_5 = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const ACCOUNT_6 = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const STRANGER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const PASS = NFT_SPECS[0];
const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };

let chain;
let api;

async function get(path) {
  const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${PROJECT}`, {
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json() };
}

/** POST to the control API; `expected` is the status it must answer. */
async function control(path, body, expected = 200) {
  const response = await fetch(`${api.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await response.json();
  assert.equal(response.status, expected, `${path}: ${payload?.message}`);
  return payload;
}

const nftsOf = (address, cursor) =>
  get(`/v1/account/${address}/nfts?chainId=${CHAIN}${cursor ? `&cursor=${cursor}` : ''}`);
const historyOf = (address, cursor) =>
  get(`/v1/account/${address}/history?chainId=${CHAIN}${cursor ? `&cursor=${cursor}` : ''}`);

/** NFT_DEPLOYER mints a Portico Pass to `holder`: its token id. */
async function mintPass(holder, uri) {
  const receipt = await sendFromDevAccount(chain.url, {
    from: NFT_DEPLOYER,
    to: NFT_ADDRESSES.PPASS,
    data: ERC721.encodeFunctionData('mint', [holder, uri]),
  });
  return BigInt(receipt.logs[0].topics[3]).toString();
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

describe('collections deployed at start', () => {
  test('PPASS and CLAIM at the fixed addresses; the wallets keep 10000 ETH', LIMIT, async () => {
    assert.equal(NFT_ADDRESSES.PPASS, '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A');
    assert.equal(NFT_ADDRESSES.CLAIM, '0x98eDDadCfde04dC22a0e62119617e74a6Bc77313');
    assert.deepEqual(SPAM_CONTRACTS, [NFT_ADDRESSES.CLAIM]);
    assert.deepEqual(api.chains[0].nfts, [
      { name: 'Portico Pass', symbol: 'PPASS', spam: false, address: NFT_ADDRESSES.PPASS },
      { name: 'Free Airdrop Claim', symbol: 'CLAIM', spam: true, address: NFT_ADDRESSES.CLAIM },
    ]);
    for (const account of DEV_ADDRESSES) {
      assert.equal(BigInt(await rpc(chain.url, 'eth_getBalance', [account, 'latest'])), 10n ** 22n);
    }
  });

  test('a restarted stand-in reuses the collections and mints nothing', LIMIT, async () => {
    const nonce = () => rpc(chain.url, 'eth_getTransactionCount', [NFT_DEPLOYER, 'latest']);
    const sent = await nonce();
    const again = await startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
      log: () => {},
    });
    try {
      assert.deepEqual(again.chains[0].nfts, api.chains[0].nfts);
      assert.equal(await nonce(), sent);
    } finally {
      await again.stop();
    }
  });
});

describe('GET /v1/account/{address}/nfts', () => {
  test('dev accounts 0 and 1: their passes, with images; CLAIM is spam', LIMIT, async () => {
    const alice = await nftsOf(ALICE);
    assert.equal(alice.status, 200);
    assert.equal(alice.body.next, null);
    assert.deepEqual(
      alice.body.data.map((nft) => [nft.collection.symbol, nft.tokenId, nft.flags.is_spam]),
      [
        ['PPASS', '1', false],
        ['PPASS', '2', false],
        ['PPASS', '3', false],
        ['CLAIM', '1', true],
      ],
    );
    const [first] = alice.body.data;
    assert.deepEqual(
      { ...first, description: typeof first.description, imageUrl: typeof first.imageUrl },
      {
        id: `${CHAIN}/erc721:${NFT_ADDRESSES.PPASS}/1`,
        chainId: CHAIN,
        tokenId: '1',
        name: 'Portico Pass #1',
        description: 'string',
        imageUrl: 'string',
        collection: { address: NFT_ADDRESSES.PPASS, name: 'Portico Pass', symbol: 'PPASS' },
        flags: { is_spam: false },
      },
    );
    assert.equal(alice.body.data[3].name, 'Free Airdrop Claim #1');
    const images = alice.body.data.map((nft) => nft.imageUrl);
    assert.ok(images.every((url) => url.startsWith('data:image/svg+xml;base64,')));
    assert.equal(new Set(images).size, images.length, 'one picture per token');

    const bob = await nftsOf(BOB);
    assert.deepEqual(
      bob.body.data.map((nft) => [nft.name, nft.flags.is_spam]),
      [
        ['Portico Pass #4', false],
        ['Portico Pass #5', false],
      ],
    );
    assert.deepEqual((await nftsOf(STRANGER)).body, { data: [], next: null });
  });

  test('a transfer moves the NFT from one list to the other', LIMIT, async () => {
    const tokenId = await mintPass(ACCOUNT_6, nftTokenUri(PASS, 6));
    assert.ok((await nftsOf(ACCOUNT_6)).body.data.some((nft) => nft.tokenId === tokenId));
    const receipt = await sendFromDevAccount(chain.url, {
      from: ACCOUNT_6,
      to: NFT_ADDRESSES.PPASS,
      data: ERC721.encodeFunctionData('safeTransferFrom(address,address,uint256)', [
        ACCOUNT_6,
        STRANGER,
        tokenId,
      ]),
    });
    assert.deepEqual((await nftsOf(ACCOUNT_6)).body.data, []);
    const moved = (await nftsOf(STRANGER)).body.data;
    assert.deepEqual(
      moved.map((nft) => [nft.tokenId, nft.name]),
      [[tokenId, `Portico Pass #${tokenId}`]],
    );

    const [sent] = (await historyOf(ACCOUNT_6)).body.data;
    assert.equal(sent.id, receipt.transactionHash);
    assert.equal(sent.metadata.operationType, 'send');
    assert.deepEqual(
      sent.transfers.map((t) => [t.nft_info.name, t.direction, t.quantity.numeric]),
      [[`Portico Pass #${tokenId}`, 'out', '1']],
    );
    const [received] = (await historyOf(STRANGER)).body.data;
    assert.equal(received.id, receipt.transactionHash);
    assert.equal(received.metadata.operationType, 'receive');
    assert.equal(received.transfers[0].direction, 'in');
    assert.equal(received.transfers[0].nft_info.content.preview.url, moved[0].imageUrl);
  });

  test('pages of 20 by a stable cursor; bad token URIs are tolerated', LIMIT, async () => {
    const badUris = [
      'ipfs://QmNotServed',
      'data:application/json;base64,@@@',
      'data:application/json,{"name":',
      '',
    ];
    const ids = [];
    for (let index = 0; index < 21; index += 1) {
      const uri =
        index < badUris.length
          ? badUris[index]
          : index === 4
            ? `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Plain', image: 'javascript:alert(1)' }))}`
            : nftTokenUri(PASS, index);
      ids.push(await mintPass(ACCOUNT_5, uri));
    }
    const first = await nftsOf(ACCOUNT_5);
    assert.equal(first.body.data.length, 20);
    assert.equal(typeof first.body.next, 'string');
    // Minted between two pages: it comes at the end, nothing repeats or goes missing.
    ids.push(await mintPass(ACCOUNT_5, nftTokenUri(PASS, Number(ids.at(-1)) + 1)));
    const second = await nftsOf(ACCOUNT_5, first.body.next);
    assert.equal(second.body.next, null);
    const seen = [...first.body.data, ...second.body.data].map((nft) => nft.tokenId);
    assert.deepEqual(seen, ids);

    for (const nft of first.body.data.slice(0, 4)) {
      assert.equal(nft.name, `PPASS #${nft.tokenId}`);
      assert.equal(nft.imageUrl, null);
      assert.equal('description' in nft, false);
    }
    assert.deepEqual([first.body.data[4].name, first.body.data[4].imageUrl], ['Plain', null]);
    assert.equal(second.body.data[1].name, `Portico Pass #${ids.at(-1)}`);

    // In the history too (3 pages): a token without an image has no preview.
    const history = [];
    let cursor;
    do {
      const { body } = await historyOf(ACCOUNT_5, cursor);
      history.push(...body.data);
      cursor = body.next;
    } while (cursor);
    assert.equal(history.length, 22);
    assert.deepEqual(
      history.slice(-4).map((t) => t.transfers[0].nft_info),
      ids
        .slice(0, 4)
        .reverse()
        .map((id) => ({ name: `PPASS #${id}`, flags: { is_spam: false } })),
    );
  });

  test('errors: address, cursor, chain, fault switches', LIMIT, async () => {
    const bad = (path) =>
      get(path).then(({ status, body }) => [status, body.reasons[0].description]);
    assert.deepEqual(await bad(`/v1/account/0x1234/nfts?chainId=${CHAIN}`), [
      400,
      'Invalid address 0x1234',
    ]);
    assert.deepEqual(await bad(`/v1/account/${ALICE}/nfts?chainId=${CHAIN}&cursor=oops!`), [
      400,
      'Invalid cursor oops!',
    ]);
    const forged = Buffer.from('v1:nope').toString('base64url');
    assert.equal((await nftsOf(ALICE, forged)).status, 400);
    assert.deepEqual(await bad(`/v1/account/${ALICE}/nfts?chainId=eip155:1`), [
      404,
      'Unsupported chain eip155:1',
    ]);
    assert.equal((await get(`/v1/account/${ALICE}/nfts`)).status, 400);
    assert.equal((await get(`/v1/account/${ALICE}/nfts?chainId=31337`)).status, 400);

    await control('/fault', { route: 'nfts', kind: 'status', status: 503, times: 1 });
    assert.equal((await nftsOf(ALICE)).status, 503);
    assert.equal((await nftsOf(ALICE)).status, 200);
  });
});

describe('history', () => {
  test('NFT mints to dev account 0 are receives with nft_info', LIMIT, async () => {
    const { body } = await historyOf(ALICE);
    const nfts = body.data.filter((t) => t.transfers.some((transfer) => transfer.nft_info));
    assert.deepEqual(
      nfts.map((t) => [
        t.metadata.operationType,
        t.metadata.sentFrom,
        t.transfers.map(({ nft_info: info, direction, quantity, fungible_info: fungible }) => [
          info.name,
          info.flags.is_spam,
          direction,
          quantity.numeric,
          fungible,
        ]),
      ]),
      [
        ['receive', NFT_DEPLOYER, [['Free Airdrop Claim #1', true, 'in', '1', undefined]]],
        ['receive', NFT_DEPLOYER, [['Portico Pass #3', false, 'in', '1', undefined]]],
        ['receive', NFT_DEPLOYER, [['Portico Pass #2', false, 'in', '1', undefined]]],
        ['receive', NFT_DEPLOYER, [['Portico Pass #1', false, 'in', '1', undefined]]],
      ],
    );
    for (const t of nfts) {
      assert.match(t.transfers[0].nft_info.content.preview.url, /^data:image\/svg\+xml;base64,/);
    }
    // The ERC-20 mints are still there, after them.
    assert.ok(body.data.some((t) => t.transfers[0]?.fungible_info?.symbol === 'PTK'));
  });

  test('the fixture switch: 1000 transactions over 26 months, then cleared', LIMIT, async () => {
    const real = (await historyOf(ALICE)).body.data.map((t) => t.id);
    const status = await control('/history-fixture', {
      address: ALICE,
      chainId: CHAIN,
      count: 1000,
    });
    assert.deepEqual(status.historyFixtures, [{ address: ALICE, chainId: CHAIN, count: 1000 }]);

    const all = [];
    let cursor;
    do {
      const { status: code, body } = await historyOf(ALICE, cursor);
      assert.equal(code, 200);
      assert.ok(body.data.length <= 10);
      all.push(...body.data);
      cursor = body.next;
    } while (cursor);
    assert.equal(all.length, 1000);
    assert.equal(new Set(all.map((t) => t.id)).size, 1000);

    const times = all.map((t) => Date.parse(t.metadata.minedAt));
    assert.ok(
      times.every((time, index) => index === 0 || time < times[index - 1]),
      'newest first',
    );
    const years = new Set(times.map((time) => new Date(time).getUTCFullYear()));
    assert.ok(years.size >= 3, 'crosses at least two year boundaries');
    const days = (times[0] - (times.at(-1) ?? NaN)) / 86_400_000;
    assert.ok(days > 760 && days < 800, `${days} days`);

    const kinds = (pick) => new Set(all.map(pick));
    assert.deepEqual([...kinds((t) => t.metadata.operationType)].sort(), [
      'borrow',
      'burn',
      'claim',
      'deposit',
      'receive',
      'repay',
      'send',
      'withdraw',
    ]);
    assert.deepEqual([...kinds((t) => t.metadata.status)].sort(), [
      'confirmed',
      'failed',
      'pending',
    ]);
    const transfers = all.flatMap((t) => t.transfers);
    assert.ok(transfers.some((t) => t.fungible_info));
    assert.ok(transfers.some((t) => t.nft_info && !t.nft_info.flags.is_spam));
    const allSpam = all.filter((t) => t.transfers.every((x) => x.nft_info?.flags.is_spam));
    assert.ok(allSpam.length > 5 && allSpam.length < 60, `${allSpam.length} all spam`);
    const elsewhere = all.filter((t) => t.metadata.chain !== CHAIN).length;
    assert.ok(elsewhere > 20 && elsewhere < 90, `${elsewhere} on another chain`);

    // Deterministic: set again, the same transactions.
    await control('/history-fixture', { address: ALICE, chainId: CHAIN, count: 1000 });
    assert.deepEqual(
      (await historyOf(ALICE)).body.data.map((t) => [t.id, t.metadata.operationType]),
      all.slice(0, 10).map((t) => [t.id, t.metadata.operationType]),
    );
    // Only that address: the others read the chain.
    const fixtureIds = new Set(all.map((t) => t.id));
    const bob = (await historyOf(BOB)).body.data;
    assert.ok(bob.length > 0 && bob.every((t) => !fixtureIds.has(t.id)));

    await control('/history-fixture', {});
    assert.deepEqual(
      (await historyOf(ALICE)).body.data.map((t) => t.id),
      real,
    );
    await control('/history-fixture', { address: ALICE, chainId: CHAIN, count: 30 });
    await control('/reset', {});
    assert.deepEqual(
      (await historyOf(ALICE)).body.data.map((t) => t.id),
      real,
    );
    await control('/history-fixture', { address: ALICE, chainId: CHAIN, count: 0 }, 400);
    await control('/history-fixture', { address: '0x12', chainId: CHAIN, count: 5 }, 400);
    await control('/history-fixture', { address: ALICE, chainId: '31337', count: 5 }, 400);
    await control(
      '/history-fixture',
      { address: ALICE, chainId: CHAIN, count: 5, projectId: '' },
      400,
    );
  });

  test('a fixture scoped to a project id is seen by that project only', LIMIT, async () => {
    const real = (await historyOf(ALICE)).body.data.map((t) => t.id);
    const status = await control('/history-fixture', {
      address: ALICE,
      chainId: CHAIN,
      count: 12,
      projectId: 'other-project',
    });
    assert.deepEqual(status.historyFixtures, [
      { address: ALICE, chainId: CHAIN, count: 12, projectId: 'other-project' },
    ]);
    // This file's requests carry projectId=portico-test: they still read the chain.
    assert.deepEqual(
      (await historyOf(ALICE)).body.data.map((t) => t.id),
      real,
    );
    const scoped = await fetch(
      `${api.url}/v1/account/${ALICE}/history?chainId=${CHAIN}&projectId=other-project&st=portico&sv=0.1.0`,
    );
    const body = await scoped.json();
    assert.equal(body.data.length, 10);
    assert.ok(body.data.every((t) => !real.includes(t.id)));
    assert.notEqual(body.next, null);
    await control('/reset', {});
  });
});
