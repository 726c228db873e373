/**
 * The convert routes against the real Uniswap V2 AMM the stand-in deploys to anvil: quotes are the
 * router's getAmountsOut, built swaps and approvals sent from dev accounts move balances on
 * chain, a pool moved by the control API between the build and the send makes the swap revert,
 * and the errors for chains not served.
 * Run: `node --test test/stack/api/`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ContractFactory, Wallet, JsonRpcProvider, parseEther, parseUnits, toBeHex } from 'ethers';
import { startAnvil } from '../chain/startAnvil.mjs';
import { AMM_DEPLOYER, POOLS, ROUTER } from './ammContracts.mjs';
import { NO_LIQUIDITY, quoteExactIn } from './ammQuotes.mjs';
import { ethCall, rpc } from './chainRpc.mjs';
import { DEV_ADDRESSES, TOKEN_DEPLOYER } from './devAccounts.mjs';
import { startApiStandIn } from './startApiStandIn.mjs';
import {
  BROKEN_TOKEN_ADDRESS,
  ERC20,
  NATIVE_TOKEN,
  TOKEN_ADDRESSES,
  TOKEN_ARTIFACT,
} from './tokens.mjs';

const CHAIN = 'eip155:31337';
const [ALICE, BOB, CAROL] = DEV_ADDRESSES;
const PROJECT = 'projectId=portico-test&st=portico&sv=0.1.0';
/** A guard against a hang; a busy machine may take long, and that is not a failure. */
const LIMIT = { timeout: 5 * 60_000 };
const ETH = `${CHAIN}:${NATIVE_TOKEN.address}`;
const PUSD = `${CHAIN}:${TOKEN_ADDRESSES.PUSD}`;
const PTK = `${CHAIN}:${TOKEN_ADDRESSES.PTK}`;
const MAX = 2n ** 256n - 1n;

let chain;
let api;
let amm;

async function get(path) {
  const response = await fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${PROJECT}`, {
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json() };
}

async function post(path, body) {
  const response = await fetch(`${api.url}${path}?${PROJECT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectId: 'portico-test', ...body }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json() };
}

async function control(path, body) {
  const response = await fetch(`${api.controlUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const quote = (from, to, amount, user = ALICE) =>
  get(`/v1/convert/quotes?amount=${amount}&userAddress=${user}&from=${from}&to=${to}&gasPrice=1`);

const build = (from, to, amount, user, extra = {}) =>
  post('/v1/convert/build-transaction', {
    amount: String(amount),
    eip155: { slippage: '1' },
    from,
    to,
    userAddress: `${CHAIN}:${user}`,
    disableEstimate: false,
    ...extra,
  });

const plain = (caip10) => caip10.split(':').at(-1);

/** Sends a built transaction (swap or approval) as a wallet would: anvil signs for the dev account. */
async function send(tx) {
  const hash = await rpc(chain.url, 'eth_sendTransaction', [
    {
      from: plain(tx.from),
      to: plain(tx.to),
      data: tx.data,
      value: toBeHex(BigInt(tx.amount ?? tx.value)),
      ...(tx.eip155.gas && { gas: toBeHex(BigInt(tx.eip155.gas)) }),
      gasPrice: toBeHex(BigInt(tx.eip155.gasPrice)),
    },
  ]);
  for (;;) {
    const receipt = await rpc(chain.url, 'eth_getTransactionReceipt', [hash]);
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const balanceOf = async (token, holder) =>
  token === NATIVE_TOKEN.address
    ? BigInt(await rpc(chain.url, 'eth_getBalance', [holder, 'latest']))
    : BigInt(await ethCall(chain.url, token, ERC20.encodeFunctionData('balanceOf', [holder])));

const getAmountsOut = async (amount, path) =>
  ROUTER.decodeFunctionResult(
    'getAmountsOut',
    await ethCall(
      chain.url,
      amm.router,
      ROUTER.encodeFunctionData('getAmountsOut', [amount, path]),
    ),
  )[0];

const nonceOf = (address) => rpc(chain.url, 'eth_getTransactionCount', [address, 'latest']);

before(async () => {
  chain = await startAnvil({ port: 0 });
  api = await startApiStandIn({
    port: 0,
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    log: () => {},
  });
  amm = api.chains[0].amm;
});
after(async () => {
  await api?.stop();
  await chain?.stop();
});

describe('the AMM at start', () => {
  test('three pools seeded at the fixture prices, from an account of its own', LIMIT, async () => {
    assert.deepEqual(
      amm.pools.map((pool) => pool.symbols),
      POOLS.map((symbols) => [...symbols]),
    );
    for (const address of [amm.router, amm.factory, amm.weth, ...amm.pools.map((p) => p.pair)]) {
      assert.notEqual(await rpc(chain.url, 'eth_getCode', [address, 'latest']), '0x', address);
    }
    const { status, body } = await control(`/pools?chainId=${CHAIN}`);
    assert.equal(status, 200);
    assert.equal(body[CHAIN].router, amm.router);
    assert.deepEqual(
      body[CHAIN].pools.map((pool) => pool.reserves),
      [
        [parseEther('1000'), parseUnits('3000000', 6)],
        [parseEther('1000'), parseUnits('6000000', 18)],
        [parseUnits('3000000', 6), parseUnits('6000000', 18)],
      ].map((pair) => pair.map(String)),
    );
    // The wallets' accounts keep their round balances: nothing was sent from them.
    for (const account of DEV_ADDRESSES) {
      assert.equal(await nonceOf(account), '0x0');
      assert.equal(await balanceOf(NATIVE_TOKEN.address, account), parseEther('10000'));
    }
  });

  test('a restarted stand-in reuses the AMM and sends nothing', LIMIT, async () => {
    const sent = [await nonceOf(AMM_DEPLOYER), await nonceOf(TOKEN_DEPLOYER)];
    const logs = [];
    const again = await startApiStandIn({
      port: 0,
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
      log: (line) => logs.push(line),
    });
    try {
      assert.deepEqual(again.chains[0].amm, amm);
      assert.deepEqual([await nonceOf(AMM_DEPLOYER), await nonceOf(TOKEN_DEPLOYER)], sent);
      assert.deepEqual(logs, []);
    } finally {
      await again.stop();
    }
  });
});

describe('convert routes', () => {
  test('tokens: the swappable ones with icons, BRK left out', LIMIT, async () => {
    const { status, body } = await get(`/v1/convert/tokens?chainId=${CHAIN}`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.tokens.map((t) => [t.symbol, t.address, t.decimals]),
      [
        ['ETH', ETH, 18],
        ['PUSD', PUSD, 6],
        ['PTK', PTK, 18],
      ],
    );
    assert.ok(body.tokens.every((t) => t.logoUri.startsWith('data:image/svg+xml;base64,')));
    assert.deepEqual(Object.keys(body.tokens[0]).sort(), [
      'address',
      'decimals',
      'eip2612',
      'logoUri',
      'name',
      'symbol',
    ]);
  });

  test('quotes are the router’s getAmountsOut, in the product’s shape', LIMIT, async () => {
    const cases = [
      [ETH, PUSD, parseEther('0.5'), [amm.weth, TOKEN_ADDRESSES.PUSD]],
      [PUSD, PTK, parseUnits('100', 6), [TOKEN_ADDRESSES.PUSD, TOKEN_ADDRESSES.PTK]],
      [PTK, ETH, parseUnits('250', 18), [TOKEN_ADDRESSES.PTK, amm.weth]],
    ];
    for (const [from, to, amount, path] of cases) {
      const { status, body } = await quote(from, to, amount);
      assert.equal(status, 200, JSON.stringify(body));
      assert.deepEqual(body, {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from,
            toAmount: (await getAmountsOut(amount, path)).at(-1).toString(),
            toAccount: to,
          },
        ],
      });
    }
    // Near the fixture price: 0.5 ETH is 1500 PUSD less the 0.3% fee and a 0.05% impact.
    const { body } = await quote(ETH, PUSD, parseEther('0.5'));
    const received = BigInt(body.quotes[0].toAmount);
    assert.ok(
      received < parseUnits('1495.5', 6) && received > parseUnits('1494.5', 6),
      String(received),
    );
  });

  test('no route or no liquidity: 400 "insufficient liquidity"', LIMIT, async () => {
    // One base unit of PTK is worth nothing in PUSD's six decimals.
    const dust = await quote(PTK, PUSD, 1n);
    assert.equal(dust.status, 400);
    assert.equal(dust.body.reasons[0].description, NO_LIQUIDITY);
    // A token without any pool: the router finds no pair, directly or through WETH.
    const provider = new JsonRpcProvider(chain.url, undefined, {
      staticNetwork: true,
      cacheTimeout: -1,
    });
    const signer = await provider.getSigner(CAROL);
    const lonely = await new ContractFactory(
      TOKEN_ARTIFACT.abi,
      TOKEN_ARTIFACT.bytecode,
      signer,
    ).deploy('Lonely', 'LONE', 18);
    await lonely.waitForDeployment();
    const served = { rpcUrl: chain.url, amm };
    const token = { address: await lonely.getAddress(), decimals: 18 };
    await assert.rejects(quoteExactIn(served, token, NATIVE_TOKEN, 10n ** 18n), {
      status: 400,
      message: NO_LIQUIDITY,
    });
    provider.destroy();
  });

  test('ETH → PUSD: the built swap moves both balances on chain', LIMIT, async () => {
    const amount = parseEther('0.5');
    const quoted = BigInt((await quote(ETH, PUSD, amount, ALICE)).body.quotes[0].toAmount);
    const { status, body } = await build(ETH, PUSD, amount, ALICE);
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.tx.from, `${CHAIN}:${ALICE}`);
    assert.equal(body.tx.to, `${CHAIN}:${amm.router}`);
    assert.equal(body.tx.amount, amount.toString());
    const call = ROUTER.parseTransaction({ data: body.tx.data, value: amount });
    assert.equal(call?.name, 'swapExactETHForTokens');
    assert.equal(call?.args.amountOutMin, (quoted * 9900n) / 10_000n);
    assert.deepEqual([...(call?.args.path ?? [])], [amm.weth, TOKEN_ADDRESSES.PUSD]);
    assert.equal(call?.args.to, ALICE);

    const [eth, pusd] = [
      await balanceOf(NATIVE_TOKEN.address, ALICE),
      await balanceOf(TOKEN_ADDRESSES.PUSD, ALICE),
    ];
    const receipt = await send(body.tx);
    assert.equal(receipt.status, '0x1');
    assert.ok(BigInt(receipt.gasUsed) <= BigInt(body.tx.eip155.gas));
    const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    assert.equal(await balanceOf(TOKEN_ADDRESSES.PUSD, ALICE), pusd + quoted);
    assert.equal(await balanceOf(NATIVE_TOKEN.address, ALICE), eth - amount - fee);
  });

  test(
    'PUSD → PTK: approval first, allowance read back, then swaps without it',
    LIMIT,
    async () => {
      const amount = parseUnits('100', 6);
      const allowance = async () =>
        (await get(`/v1/convert/allowance?tokenAddress=${PUSD}&userAddress=${CHAIN}:${BOB}`)).body
          .allowance;
      assert.equal(await allowance(), '0');
      const early = await build(PUSD, PTK, amount, BOB);
      assert.equal(early.status, 400);
      assert.match(early.body.message, /^Not enough allowance/);
      // With the estimate disabled (an approval in the same batch) the swap is built anyway.
      const unestimated = await build(PUSD, PTK, amount, BOB, { disableEstimate: true });
      assert.equal(unestimated.status, 200);

      const approve = await get(
        `/v1/convert/build-approve?userAddress=${BOB}&from=${PUSD}&to=${PTK}`,
      );
      assert.equal(approve.status, 200);
      assert.deepEqual(Object.keys(approve.body.tx).sort(), [
        'data',
        'eip155',
        'from',
        'to',
        'value',
      ]);
      assert.equal(approve.body.tx.to, PUSD);
      assert.deepEqual(
        [...ERC20.decodeFunctionData('approve', approve.body.tx.data)],
        [amm.router, MAX],
      );
      assert.equal((await send(approve.body.tx)).status, '0x1');
      assert.equal(BigInt(await allowance()), MAX);

      for (let swap = 0; swap < 2; swap += 1) {
        const quoted = BigInt((await quote(PUSD, PTK, amount, BOB)).body.quotes[0].toAmount);
        const built = await build(PUSD, PTK, amount, BOB);
        assert.equal(built.status, 200, JSON.stringify(built.body));
        assert.equal(built.body.tx.amount, '0');
        assert.equal(
          ROUTER.parseTransaction({ data: built.body.tx.data })?.name,
          'swapExactTokensForTokens',
        );
        const [pusd, ptk] = [
          await balanceOf(TOKEN_ADDRESSES.PUSD, BOB),
          await balanceOf(TOKEN_ADDRESSES.PTK, BOB),
        ];
        assert.equal((await send(built.body.tx)).status, '0x1');
        assert.equal(await balanceOf(TOKEN_ADDRESSES.PUSD, BOB), pusd - amount);
        assert.equal(await balanceOf(TOKEN_ADDRESSES.PTK, BOB), ptk + quoted);
      }
    },
  );

  test('PTK → ETH, and build-approve of an exact amount', LIMIT, async () => {
    const amount = parseUnits('300', 18);
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${CHAIN}:${CAROL}&from=${PTK}&to=${ETH}&amount=${amount}`,
    );
    assert.equal((await send(approve.body.tx)).status, '0x1');
    const allowance = await get(`/v1/convert/allowance?tokenAddress=${PTK}&userAddress=${CAROL}`);
    assert.equal(allowance.body.allowance, amount.toString());
    const quoted = BigInt((await quote(PTK, ETH, amount, CAROL)).body.quotes[0].toAmount);
    const built = await build(PTK, ETH, amount, CAROL);
    assert.equal(
      ROUTER.parseTransaction({ data: built.body.tx.data })?.name,
      'swapExactTokensForETH',
    );
    const eth = await balanceOf(NATIVE_TOKEN.address, CAROL);
    const receipt = await send(built.body.tx);
    assert.equal(receipt.status, '0x1');
    const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    assert.equal(await balanceOf(NATIVE_TOKEN.address, CAROL), eth + quoted - fee);
    assert.equal(await balanceOf(TOKEN_ADDRESSES.PTK, CAROL), parseUnits('700', 18));
    // The exact approval is spent: the allowance rule asks for a new one.
    assert.equal(
      (await get(`/v1/convert/allowance?tokenAddress=${PTK}&userAddress=${CAROL}`)).body.allowance,
      '0',
    );
  });

  test('the native currency has unlimited allowance and needs no approval', LIMIT, async () => {
    const allowance = await get(`/v1/convert/allowance?tokenAddress=${ETH}&userAddress=${ALICE}`);
    assert.equal(allowance.body.allowance, MAX.toString());
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${ALICE}&from=${ETH}&to=${PUSD}`,
    );
    assert.equal(approve.status, 400);
  });

  test('gas price is the node’s', LIMIT, async () => {
    const { status, body } = await get(`/v1/convert/gas-price?chainId=${CHAIN}`);
    assert.equal(status, 200);
    assert.equal(BigInt(body.standard), BigInt(await rpc(chain.url, 'eth_gasPrice')));
    assert.ok(BigInt(body.fast) >= BigInt(body.standard));
    assert.ok(BigInt(body.instant) >= BigInt(body.fast));
  });
});

describe('price moved beyond slippage', () => {
  test('a pool moved between the build and the send makes the swap revert', LIMIT, async () => {
    const amount = parseEther('1');
    const built = await build(ETH, PUSD, amount, ALICE);
    assert.equal(built.status, 200);
    const before = BigInt((await quote(ETH, PUSD, amount)).body.quotes[0].toAmount);

    const [ethReserve] = (await control('/pools')).body[CHAIN].pools[0].reserves.map(BigInt);
    const moved = await control('/move-pool', { chainId: CHAIN, from: 'ETH', to: 'PUSD' });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.deepEqual(moved.body.path, [amm.weth, TOKEN_ADDRESSES.PUSD]);
    // By default 10% of the pool's ETH.
    assert.equal(moved.body.amountIn, (ethReserve / 10n).toString());
    const after = BigInt((await quote(ETH, PUSD, amount)).body.quotes[0].toAmount);
    assert.ok(after < (before * 99n) / 100n, `${after} vs ${before}`);

    const pusd = await balanceOf(TOKEN_ADDRESSES.PUSD, ALICE);
    const receipt = await send(built.body.tx);
    assert.equal(receipt.status, '0x0');
    assert.equal(await balanceOf(TOKEN_ADDRESSES.PUSD, ALICE), pusd);
    // Replayed as a call, the node names the router's reason.
    await assert.rejects(
      rpc(chain.url, 'eth_call', [
        { from: ALICE, to: amm.router, data: built.body.tx.data, value: toBeHex(amount) },
        'latest',
      ]),
      /UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/,
    );

    const restored = await control('/restore-pools', { chainId: CHAIN });
    assert.equal(restored.status, 200);
    const [weth, pusdReserve] = restored.body[CHAIN].pools[0].reserves.map(BigInt);
    // Back at $3000 (to the base unit of the integer ratio).
    assert.equal(pusdReserve / (weth / 10n ** 12n), 3000n);
    const again = BigInt((await quote(ETH, PUSD, amount)).body.quotes[0].toAmount);
    assert.ok(again > (before * 999n) / 1000n, `${again} vs ${before}`);
  });

  test('a move within the slippage still swaps', LIMIT, async () => {
    const amount = parseUnits('50', 6);
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${ALICE}&from=${PUSD}&to=${ETH}`,
    );
    await send(approve.body.tx);
    const built = await build(PUSD, ETH, amount, ALICE);
    // 0.2% of the PUSD reserve moves the price by about 0.4%: less than the 1% slippage.
    const moved = await control('/move-pool', {
      chainId: CHAIN,
      from: PUSD,
      to: ETH,
      amount: parseUnits('6000', 6).toString(),
    });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal((await send(built.body.tx)).status, '0x1');
    await control('/restore-pools', {});
  });

  test('move-pool checks its input', LIMIT, async () => {
    assert.equal((await control('/move-pool', { from: 'ETH', to: 'PUSD' })).status, 400);
    assert.equal(
      (await control('/move-pool', { chainId: CHAIN, from: 'BRK', to: 'PUSD' })).status,
      400,
    );
    assert.equal(
      (await control('/move-pool', { chainId: 'eip155:1', from: 'ETH', to: 'PUSD' })).status,
      400,
    );
    assert.equal(
      (await control('/move-pool', { chainId: CHAIN, from: 'ETH', to: 'ETH' })).status,
      400,
    );
  });
});

describe('errors', () => {
  test('a chain the stand-in does not serve: the error texts', LIMIT, async () => {
    const other = 'eip155:1';
    const token = `${other}:${TOKEN_ADDRESSES.PUSD}`;
    const answers = [
      await get(`/v1/convert/tokens?chainId=${other}`),
      await quote(`${other}:${NATIVE_TOKEN.address}`, token, 1000n),
      await get(`/v1/convert/allowance?tokenAddress=${token}&userAddress=${ALICE}`),
      await get(
        `/v1/convert/build-approve?userAddress=${ALICE}&from=${token}&to=${other}:${NATIVE_TOKEN.address}`,
      ),
      await post('/v1/convert/build-transaction', {
        amount: '1000',
        from: `${other}:${NATIVE_TOKEN.address}`,
        to: token,
        userAddress: `${other}:${ALICE}`,
        eip155: { slippage: '1' },
      }),
      await get('/v1/convert/tokens?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ];
    for (const { status, body } of answers) {
      assert.equal(status, 400);
      assert.equal(body.message, 'Network not supported for Swaps');
      assert.equal(body.reasons[0].description, 'Network not supported for Swaps');
    }
    const gas = await get(`/v1/convert/gas-price?chainId=${other}`);
    assert.equal(gas.status, 400);
    assert.equal(gas.body.message, 'Network not supported for Gas Price');
  });

  test('malformed parameters are a 400 naming them', LIMIT, async () => {
    /** @type {Array<[Promise<{ status: number, body: any }>, RegExp]>} */
    const cases = [
      [get('/v1/convert/tokens'), /Missing chainId/],
      [get('/v1/convert/tokens?chainId=31337'), /Invalid chainId/],
      [quote(ETH, PUSD, 'abc'), /Invalid amount/],
      [quote(ETH, PUSD, '0'), /Invalid amount 0/],
      [quote(ETH, PUSD, '-5'), /Invalid amount/],
      [quote('0xnot-caip', PUSD, 1000n), /Invalid from/],
      [quote(ETH, ETH, 1000n), /same token/],
      [quote(ETH, `${CHAIN}:${BROKEN_TOKEN_ADDRESS}`, 1000n), /Unknown token/],
      [quote(ETH, PUSD, 1000n, 'nobody'), /Invalid userAddress/],
      [
        get(`/v1/convert/quotes?amount=1&userAddress=${ALICE}&from=${ETH}&to=${PUSD}&gasPrice=x`),
        /Invalid gasPrice/,
      ],
      [get(`/v1/convert/quotes?userAddress=${ALICE}&from=${ETH}&to=${PUSD}`), /Missing amount/],
      [get(`/v1/convert/allowance?tokenAddress=${PUSD}`), /Missing userAddress/],
      [get(`/v1/convert/allowance?tokenAddress=nope&userAddress=${ALICE}`), /Invalid tokenAddress/],
      [get(`/v1/convert/build-approve?userAddress=${ALICE}&from=${PUSD}`), /Missing to/],
      [
        get(`/v1/convert/build-approve?userAddress=${ALICE}&from=${PUSD}&to=${PTK}&amount=1.5`),
        /Invalid amount/,
      ],
      [build(ETH, PUSD, 'lots', ALICE), /Invalid amount/],
      [build(ETH, PUSD, 1000n, ALICE, { eip155: { slippage: 'x' } }), /Invalid eip155.slippage/],
      [build(ETH, PUSD, 1000n, ALICE, { eip155: { slippage: '99' } }), /Invalid eip155.slippage/],
      [build(ETH, PUSD, 1000n, ALICE, { userAddress: `${CHAIN}:0x0` }), /Invalid userAddress/],
      [
        post('/v1/convert/build-transaction', { from: ETH, to: PUSD, userAddress: ALICE }),
        /Missing amount/,
      ],
    ];
    for (const [answer, reason] of cases) {
      const { status, body } = await answer;
      assert.equal(status, 400, JSON.stringify(body));
      assert.match(body.reasons[0].description, reason);
    }
  });

  test('a swap the user cannot pay is refused at build time', LIMIT, async () => {
    const broke = Wallet.createRandom().address;
    const { status, body } = await build(ETH, PUSD, parseEther('1'), broke);
    assert.equal(status, 400);
    assert.match(body.message, /^Not enough balance/);
  });
});
