/**
 * The control API's AMM hooks (controlApi.mjs), so a test can move a pool's price between a
 * quote and the swap (a real on-chain "price moved beyond slippage" revert) and put it back:
 *
 *   read({ chainId? })                     each chain's AMM: router, factory, WETH, and every pool
 *                                          with its reserves (base units, in `symbols` order)
 *   move({ chainId, from, to, amount? })   AMM_DEPLOYER swaps `amount` (base units; default: 10% of
 *                                          the first pool's `from` reserve) of `from` into `to`
 *                                          along the route a quote takes, so the next quote of
 *                                          `from` → `to` gives less
 *   restore({ chainId? })                  every pool back to its fixture price: the short side
 *                                          is sent to the pair and `sync()` adopts it
 *
 * `from` and `to` are symbols ('ETH', 'PUSD', 'PTK') or CAIP-10 ids; `chainId` is CAIP-2
 * (default: every chain for read and restore, required for move).
 */
import { MaxUint256, toBeHex } from 'ethers';
import { AMM_DEPLOYER, PAIR, POOL_DEPTH_USD, ROUTER, WETH } from './ammContracts.mjs';
import { isNative, quoteExactIn } from './ammQuotes.mjs';
import { rpcBatch } from './chainRpc.mjs';
import { prepareAmmDeployer, sendAll, unitsForUsd } from './deployAmm.mjs';
import { TOKEN_DEPLOYER } from './devAccounts.mjs';
import { ApiHttpError } from './http.mjs';
import { baseUnits } from './routeHelpers.mjs';
import { ERC20, NATIVE_TOKEN } from './tokens.mjs';

const DEFAULT_MOVE_PERCENT = 10n;
const SWAP_GAS = 400_000;

const call = (to, data) => ['eth_call', [{ to, data }, 'latest']];

/** The pools' reserves, in each pool's `symbols` order. */
async function readReserves(chain) {
  const raw = await rpcBatch(
    chain.rpcUrl,
    chain.amm.pools.map((pool) => call(pool.pair, PAIR.encodeFunctionData('getReserves'))),
  );
  return chain.amm.pools.map((pool, index) => {
    const [reserve0, reserve1] = PAIR.decodeFunctionResult('getReserves', raw[index]);
    // The pair orders its tokens by address.
    const inOrder = pool.tokens[0].toLowerCase() < pool.tokens[1].toLowerCase();
    return inOrder ? [reserve0, reserve1] : [reserve1, reserve0];
  });
}

/** The chain's tokens by symbol, ETH included. */
const tokensBySymbol = (chain) =>
  new Map([NATIVE_TOKEN, ...chain.tokens].map((token) => [token.symbol, token]));

/**
 * Mints AMM_DEPLOYER's shortfall (from TOKEN_DEPLOYER) before it spends `amounts`, a Map of
 * token → base units, and waits for the mints.
 */
async function topUp(chain, amounts) {
  const tokens = [...amounts.keys()];
  const balances = await rpcBatch(
    chain.rpcUrl,
    tokens.map((token) =>
      call(token.address, ERC20.encodeFunctionData('balanceOf', [AMM_DEPLOYER])),
    ),
  );
  const mints = tokens.flatMap((token, index) => {
    const short = amounts.get(token) - BigInt(balances[index]);
    if (short <= 0n) return [];
    const data = ERC20.encodeFunctionData('mint', [AMM_DEPLOYER, short]);
    return [{ from: TOKEN_DEPLOYER, to: token.address, data }];
  });
  if (mints.length > 0) await sendAll(chain.rpcUrl, mints);
}

const sameAddress = (a, b) => a.toLowerCase() === b.toLowerCase();

/** @param {{ chains: Map<string, { rpcUrl: string, tokens: object[], amm?: object }> }} ctx */
export function poolControls(ctx) {
  const chainsOf = (chainId) => {
    if (chainId === undefined)
      return [...ctx.chains]
        .filter(([, chain]) => chain.amm)
        .map(([caip2, c]) => ({ caip2, ...c }));
    const chain = ctx.chains.get(chainId);
    if (!chain?.amm) throw new ApiHttpError(400, `No AMM on ${chainId}`);
    return [{ caip2: chainId, ...chain }];
  };

  const tokenOf = (chain, value, name) => {
    if (typeof value !== 'string') throw new ApiHttpError(400, `Missing ${name}`);
    const bySymbol = tokensBySymbol(chain);
    const address = value.startsWith(`${chain.caip2}:`)
      ? value.slice(chain.caip2.length + 1)
      : null;
    const token = address
      ? [...bySymbol.values()].find((t) => t.address.toLowerCase() === address.toLowerCase())
      : bySymbol.get(value);
    if (!token || token.swappable === false)
      throw new ApiHttpError(400, `Unknown ${name} ${value} on ${chain.caip2}`);
    return token;
  };

  /** @param {{ chainId?: string }} [options] */
  async function read({ chainId } = {}) {
    const answer = {};
    for (const chain of chainsOf(chainId)) {
      const reserves = await readReserves(chain);
      answer[chain.caip2] = {
        router: chain.amm.router,
        factory: chain.amm.factory,
        weth: chain.amm.weth,
        pools: chain.amm.pools.map((pool, index) => ({
          symbols: pool.symbols,
          pair: pool.pair,
          reserves: reserves[index].map(String),
        })),
      };
    }
    return answer;
  }

  /** @param {{ chainId?: string, from?: string, to?: string, amount?: string }} [options] */
  async function move({ chainId, from, to, amount } = {}) {
    if (typeof chainId !== 'string') throw new ApiHttpError(400, 'Missing chainId');
    const [chain] = chainsOf(chainId);
    const fromToken = tokenOf(chain, from, 'from');
    const toToken = tokenOf(chain, to, 'to');
    if (fromToken === toToken) throw new ApiHttpError(400, 'from and to are the same token');
    // The route a quote takes (one whole token decides it), and its first pool.
    const { path } = await quoteExactIn(
      chain,
      fromToken,
      toToken,
      10n ** BigInt(fromToken.decimals),
    );
    let amountIn;
    if (amount === undefined) {
      const first = chain.amm.pools.findIndex((pool) =>
        path.slice(0, 2).every((address) => pool.tokens.some((t) => sameAddress(t, address))),
      );
      const side = chain.amm.pools[first].tokens.findIndex((t) => sameAddress(t, path[0]));
      amountIn = ((await readReserves(chain))[first][side] * DEFAULT_MOVE_PERCENT) / 100n;
    } else {
      amountIn = baseUnits(String(amount));
    }
    const { amountOut } = await quoteExactIn(chain, fromToken, toToken, amountIn);
    await prepareAmmDeployer(chain.rpcUrl);
    // AMM_DEPLOYER approved the router without limit when it seeded the pools.
    if (!isNative(fromToken)) await topUp(chain, new Map([[fromToken, amountIn]]));
    const tail = [path, AMM_DEPLOYER, MaxUint256];
    const [method, args] = isNative(fromToken)
      ? ['swapExactETHForTokens', [0n, ...tail]]
      : [
          isNative(toToken) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          [amountIn, 0n, ...tail],
        ];
    const [receipt] = await sendAll(chain.rpcUrl, [
      {
        from: AMM_DEPLOYER,
        to: chain.amm.router,
        data: ROUTER.encodeFunctionData(method, args),
        value: toBeHex(isNative(fromToken) ? amountIn : 0n),
        gas: SWAP_GAS,
      },
    ]);
    return {
      chainId: chain.caip2,
      path,
      amountIn: amountIn.toString(),
      amountOut: amountOut.toString(),
      transactionHash: receipt.transactionHash,
      pools: (await read({ chainId: chain.caip2 }))[chain.caip2].pools,
    };
  }

  /** @param {{ chainId?: string }} [options] */
  async function restore({ chainId } = {}) {
    for (const chain of chainsOf(chainId)) {
      const bySymbol = tokensBySymbol(chain);
      const reserves = await readReserves(chain);
      const donations = chain.amm.pools.flatMap((pool, index) => {
        const [ra, rb] = reserves[index];
        // The fixture ratio: what each side holds in a fresh pool.
        const [ta, tb] = pool.symbols.map((s) => unitsForUsd(bySymbol.get(s), POOL_DEPTH_USD));
        const short = rb * ta < ra * tb ? 1 : 0;
        const target = short === 1 ? (ra * tb) / ta : (rb * ta) / tb;
        const gift = target - reserves[index][short];
        return gift > 0n ? [{ pool, token: bySymbol.get(pool.symbols[short]), gift }] : [];
      });
      if (donations.length === 0) continue;
      await prepareAmmDeployer(chain.rpcUrl);
      const needed = new Map();
      for (const { token, gift } of donations.filter(({ token }) => !isNative(token))) {
        needed.set(token, (needed.get(token) ?? 0n) + gift);
      }
      await topUp(chain, needed);
      const transactions = donations.flatMap(({ pool, token, gift }) => [
        ...(isNative(token)
          ? [
              {
                from: AMM_DEPLOYER,
                to: chain.amm.weth,
                data: WETH.encodeFunctionData('deposit'),
                value: toBeHex(gift),
              },
              {
                from: AMM_DEPLOYER,
                to: chain.amm.weth,
                data: WETH.encodeFunctionData('transfer', [pool.pair, gift]),
              },
            ]
          : [
              {
                from: AMM_DEPLOYER,
                to: token.address,
                data: ERC20.encodeFunctionData('transfer', [pool.pair, gift]),
              },
            ]),
        { from: AMM_DEPLOYER, to: pool.pair, data: PAIR.encodeFunctionData('sync') },
      ]);
      await sendAll(chain.rpcUrl, transactions);
    }
    return read({ chainId });
  }

  return { read, move, restore };
}
