/**
 * The Broken Token (BRK) against a real anvil: deployed at its fixed address after PUSD and PTK,
 * minted to dev accounts 2 and 3 only, listed in their balances (and not in accounts 0 and 1's),
 * every transfer reverting with "BRK: transfers are paused", reused by a restarted stand-in.
 * Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getCreateAddress, parseEther, parseUnits } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { ethCall, rpc } from './chainRpc.mjs';
import { DEV_ADDRESSES, TOKEN_DEPLOYER } from './devAccounts.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';
import { BROKEN_TOKEN_ADDRESS, BROKEN_TOKEN_SPEC, ERC20, TOKEN_ADDRESSES } from './tokens.mjs';

const CHAIN = 'eip155:31337';
const [ALICE, BOB, CAROL, DAVE, ERIN] = DEV_ADDRESSES;
const REASON = 'BRK: transfers are paused';
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

const balancesOf = async (address) => {
  const { status, body } = await get(
    `/v1/account/${address}/balance?currency=usd&chainId=${CHAIN}`,
  );
  assert.equal(status, 200);
  return body.balances;
};

const brkOf = async (address) =>
  BigInt(
    await ethCall(
      chain.url,
      BROKEN_TOKEN_ADDRESS,
      ERC20.encodeFunctionData('balanceOf', [address]),
    ),
  );

/** One JSON-RPC call straight to anvil, as a wallet would send it: the raw reply. */
async function rawRpc(method, params) {
  const response = await fetch(chain.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  return response.json();
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

describe('the broken token (BRK)', () => {
  test('lands at its fixed address, after PUSD and PTK, which keep theirs', LIMIT, async () => {
    assert.equal(BROKEN_TOKEN_ADDRESS, '0xb19b36b1456E65E3A6D514D3F715f204BD59f431');
    assert.equal(BROKEN_TOKEN_ADDRESS, getCreateAddress({ from: TOKEN_DEPLOYER, nonce: 2 }));
    assert.equal(TOKEN_ADDRESSES.PUSD, '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35');
    assert.equal(TOKEN_ADDRESSES.PTK, '0xA15BB66138824a1c7167f5E85b957d04Dd34E468');
    assert.deepEqual(api.chains[0].tokens.at(-1), {
      name: 'Broken Token',
      symbol: 'BRK',
      decimals: 18,
      address: BROKEN_TOKEN_ADDRESS,
    });
    const read = async (name) =>
      ERC20.decodeFunctionResult(
        name,
        await ethCall(chain.url, BROKEN_TOKEN_ADDRESS, ERC20.encodeFunctionData(name)),
      )[0];
    assert.equal(await read('name'), 'Broken Token');
    assert.equal(await read('symbol'), 'BRK');
    assert.equal(await read('decimals'), 18n);
    assert.equal(await read('totalSupply'), parseUnits('200', 18));
  });

  test('accounts 2 and 3 hold 100 BRK and see it in /balance', LIMIT, async () => {
    for (const holder of [CAROL, DAVE]) {
      assert.equal(await brkOf(holder), parseUnits('100', 18));
      const balances = await balancesOf(holder);
      assert.deepEqual(
        balances.map((b) => b.symbol),
        ['ETH', 'PUSD', 'PTK', 'BRK'],
      );
      const brk = balances.at(-1);
      assert.equal(brk.name, 'Broken Token');
      assert.equal(brk.address, `${CHAIN}:${BROKEN_TOKEN_ADDRESS}`);
      assert.deepEqual(brk.quantity, { decimals: '18', numeric: '100.0' });
      assert.equal(brk.price, BROKEN_TOKEN_SPEC.priceUsd);
      assert.equal(brk.price, 2);
      assert.equal(brk.value, 200);
      assert.match(brk.iconUrl, /^data:image\/svg\+xml;base64,/);
    }
  });

  test('accounts 0 and 1 list exactly ETH, PUSD and PTK; 0-4 keep 10000 ETH', LIMIT, async () => {
    for (const holder of [ALICE, BOB]) {
      assert.equal(await brkOf(holder), 0n);
      assert.deepEqual(
        (await balancesOf(holder)).map((b) => [b.symbol, b.quantity.numeric]),
        [
          ['ETH', '10000.0'],
          ['PUSD', '10000.0'],
          ['PTK', '1000.0'],
        ],
      );
    }
    assert.equal(await brkOf(ERIN), 0n);
    for (const account of [ALICE, BOB, CAROL, DAVE, ERIN]) {
      assert.equal(
        BigInt(await rpc(chain.url, 'eth_getBalance', [account, 'latest'])),
        parseEther('10000'),
      );
      assert.equal(await rpc(chain.url, 'eth_getTransactionCount', [account, 'latest']), '0x0');
    }
  });

  test('a transfer from account 3 fails its gas estimate with the reason', LIMIT, async () => {
    const reply = await rawRpc('eth_estimateGas', [
      {
        from: DAVE,
        to: BROKEN_TOKEN_ADDRESS,
        data: ERC20.encodeFunctionData('transfer', [ERIN, parseUnits('1', 18)]),
      },
    ]);
    assert.equal(reply.result, undefined);
    assert.ok(reply.error.message.includes(REASON), reply.error.message);
    assert.match(reply.error.message, /execution reverted/);
    // The revert data is a plain Error(string), as a wallet decodes it.
    assert.equal(ERC20.parseError(reply.error.data)?.args[0], REASON);

    // transferFrom too, even with an allowance in place; approve itself still works.
    const approve = await rawRpc('eth_estimateGas', [
      {
        from: DAVE,
        to: BROKEN_TOKEN_ADDRESS,
        data: ERC20.encodeFunctionData('approve', [CAROL, parseUnits('1', 18)]),
      },
    ]);
    assert.match(approve.result, /^0x[0-9a-f]+$/);
    const transferFrom = await rawRpc('eth_estimateGas', [
      {
        from: CAROL,
        to: BROKEN_TOKEN_ADDRESS,
        data: ERC20.encodeFunctionData('transferFrom', [DAVE, CAROL, 1n]),
      },
    ]);
    assert.ok(transferFrom.error.message.includes(REASON), transferFrom.error.message);
  });

  test('is priced but not offered for swaps', LIMIT, async () => {
    const swappable = await get(`/v1/convert/tokens?chainId=${CHAIN}`);
    assert.equal(swappable.status, 200);
    assert.deepEqual(
      swappable.body.tokens.map((t) => t.symbol),
      ['ETH', 'PUSD', 'PTK'],
    );
    const response = await fetch(`${api.url}/v1/fungible/price?${PROJECT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [`${CHAIN}:${BROKEN_TOKEN_ADDRESS}`] }),
    });
    const { fungibles } = await response.json();
    assert.deepEqual(
      fungibles.map((f) => [f.symbol, f.price]),
      [['BRK', 2]],
    );
  });

  test('a restarted stand-in reuses it and mints nothing more', LIMIT, async () => {
    const nonce = await rpc(chain.url, 'eth_getTransactionCount', [TOKEN_DEPLOYER, 'latest']);
    const logs = [];
    const again = await startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
      log: (line) => logs.push(line),
    });
    try {
      assert.deepEqual(again.chains[0].tokens, api.chains[0].tokens);
      assert.equal(again.chains[0].tokens.at(-1)?.address, BROKEN_TOKEN_ADDRESS);
      assert.equal(
        await rpc(chain.url, 'eth_getTransactionCount', [TOKEN_DEPLOYER, 'latest']),
        nonce,
      );
      assert.deepEqual(logs, []);
      assert.equal(await brkOf(DAVE), parseUnits('100', 18));
    } finally {
      await again.stop();
    }
  });
});
