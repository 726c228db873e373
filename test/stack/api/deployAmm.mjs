/**
 * Deploys the AMM (ammContracts.mjs) to a local chain and seeds its pools at the fixture prices.
 *
 * WETH9, the factory and Router02 go through anvil's CREATE2 deployer with fixed salts, so they
 * land at the same addresses on every chain, whatever ran there before. AMM_DEPLOYER, which anvil
 * impersonates and `anvil_setBalance` funds, sends them and provides the liquidity; its PUSD and
 * PTK are minted by TOKEN_DEPLOYER. No dev account that a wallet or test uses sends anything.
 *
 * Idempotent: a contract with code is reused, a pool with reserves is left as it is (a
 * restarted stand-in sends nothing), so only what is missing is deployed or seeded.
 */
import {
  MaxUint256,
  ZeroAddress,
  getCreate2Address,
  keccak256,
  parseEther,
  parseUnits,
  toBeHex,
} from 'ethers';
import {
  AMM_CONTRACTS,
  AMM_DEPLOYER,
  CREATE2_DEPLOYER,
  FACTORY,
  PAIR,
  POOLS,
  POOL_DEPTH_USD,
  ROUTER,
  ammInitcode,
  ammSalt,
} from './ammContracts.mjs';
import { rpc, rpcBatch } from './chainRpc.mjs';
import { TOKEN_DEPLOYER } from './devAccounts.mjs';
import { ERC20, NATIVE_TOKEN } from './tokens.mjs';

/** AMM_DEPLOYER's ETH: the pools' ETH plus any number of price moves (poolControls.mjs). */
const DEPLOYER_ETH = parseEther('1000000');
/** Gas limits given up front: anvil then skips an estimate per transaction. */
const DEPLOY_GAS = 6_000_000;
const LIQUIDITY_GAS = 5_000_000;
const CALL_GAS = 200_000;
const PRICE_SCALE = 1_000_000;

/**
 * Sends the transactions one after another (anvil assigns the nonces in order), then waits for
 * every receipt; throws when one reverted. Transactions of one call must not depend on each other
 * across senders: each is mined as it arrives, but their receipts are only checked at the end.
 */
export async function sendAll(rpcUrl, transactions) {
  const hashes = [];
  for (const { gas, ...transaction } of transactions) {
    hashes.push(
      await rpc(rpcUrl, 'eth_sendTransaction', [{ ...transaction, gas: toBeHex(gas ?? CALL_GAS) }]),
    );
  }
  let receipts = [];
  // anvil automines: the receipts are there at once; only a hang (5 minutes) gives up.
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    receipts = await rpcBatch(
      rpcUrl,
      hashes.map((hash) => ['eth_getTransactionReceipt', [hash]]),
    );
    if (receipts.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  receipts.forEach((receipt, index) => {
    if (!receipt) throw new Error(`transaction ${hashes[index]} was not mined`);
    if (receipt.status !== '0x1') throw new Error(`transaction ${hashes[index]} reverted`);
  });
  return receipts;
}

/** Funds and impersonates AMM_DEPLOYER (idempotent: tops the balance up only when low). */
export async function prepareAmmDeployer(rpcUrl) {
  const [balance] = await rpcBatch(rpcUrl, [
    ['eth_getBalance', [AMM_DEPLOYER, 'latest']],
    ['anvil_impersonateAccount', [AMM_DEPLOYER]],
  ]);
  if (BigInt(balance) < DEPLOYER_ETH / 2n) {
    await rpc(rpcUrl, 'anvil_setBalance', [AMM_DEPLOYER, toBeHex(DEPLOYER_ETH)]);
  }
}

/** `amountUsd` of a token at its fixture price, in base units. */
export function unitsForUsd(token, amountUsd) {
  const price = BigInt(Math.round(token.priceUsd * PRICE_SCALE));
  return (parseUnits(String(amountUsd), token.decimals) * BigInt(PRICE_SCALE)) / price;
}

let plannedOnce = null;

/**
 * The initcode and CREATE2 address of each AMM contract: name → { initcode, address }. Read
 * from the artifacts once per process.
 */
function plannedContracts() {
  if (plannedOnce) return plannedOnce;
  /** @type {Record<string, { initcode: string, address: string }>} */
  const planned = {};
  /** @type {Record<string, [string[], unknown[] | (() => unknown[])]>} */
  const constructorOf = {
    weth: [[], []],
    factory: [['address'], [AMM_DEPLOYER]],
    router: [['address', 'address'], () => [planned.factory.address, planned.weth.address]],
  };
  for (const { name, artifact } of AMM_CONTRACTS) {
    const [types, args] = constructorOf[name];
    const initcode = ammInitcode(artifact, types, typeof args === 'function' ? args() : args);
    planned[name] = {
      initcode,
      address: getCreate2Address(CREATE2_DEPLOYER, ammSalt(name), keccak256(initcode)),
    };
  }
  plannedOnce = planned;
  return planned;
}

const call = (to, data) => ['eth_call', [{ to, data }, 'latest']];

/**
 * @param {{ rpcUrl: string, chainId: number,
 *   tokens: Array<{ symbol: string, decimals: number, priceUsd: number, address: string }>,
 *   log?: (line: string) => void }} options
 *   `tokens`: the chain's ERC-20s (deployTokens.mjs); the pools (POOLS) pair them with ETH.
 * @returns {Promise<{ weth: string, factory: string, router: string,
 *   pools: Array<{ symbols: string[], tokens: string[], pair: string }> }>}
 *   `tokens` of a pool are the pool's token addresses (WETH for ETH), in POOLS' order.
 */
export async function deployAmm({ rpcUrl, chainId, tokens, log = console.warn }) {
  await prepareAmmDeployer(rpcUrl);
  const planned = plannedContracts();
  const names = AMM_CONTRACTS.map(({ name }) => name);
  const codes = await rpcBatch(
    rpcUrl,
    names.map((name) => ['eth_getCode', [planned[name].address, 'latest']]),
  );
  const missing = names.filter((_, index) => codes[index] === '0x');
  const addresses = /** @type {{ weth: string, factory: string, router: string }} */ (
    Object.fromEntries(names.map((name) => [name, planned[name].address]))
  );

  const bySymbol = new Map(tokens.map((token) => [token.symbol, token]));
  /** A token of a pool: there is one for every symbol of `pools` (filtered below). */
  const tokenOf = (symbol) => /** @type {(typeof tokens)[number]} */ (bySymbol.get(symbol));
  const poolAddress = (symbol) =>
    symbol === NATIVE_TOKEN.symbol ? addresses.weth : bySymbol.get(symbol)?.address;
  const pools = POOLS.filter((symbols) => symbols.every(poolAddress)).map((symbols) => ({
    symbols: [...symbols],
    tokens: /** @type {string[]} every symbol has an address here */ (symbols.map(poolAddress)),
  }));
  if (pools.length < POOLS.length) log(`Chain ${chainId}: some AMM pools have no token to pair.`);

  // Pools that already hold liquidity are kept as they are (tests may have moved them).
  const pairs = missing.includes('factory')
    ? []
    : (
        await rpcBatch(
          rpcUrl,
          pools.map((pool) =>
            call(addresses.factory, FACTORY.encodeFunctionData('getPair', pool.tokens)),
          ),
        )
      ).map((raw) => FACTORY.decodeFunctionResult('getPair', raw)[0]);
  const existing = pools.filter((_, index) => pairs[index] && pairs[index] !== ZeroAddress);
  const reserves = await rpcBatch(
    rpcUrl,
    existing.map((pool) =>
      call(pairs[pools.indexOf(pool)], PAIR.encodeFunctionData('getReserves')),
    ),
  );
  const seeded = existing.filter(
    (_, index) => PAIR.decodeFunctionResult('getReserves', reserves[index])[0] > 0n,
  );
  const unseeded = pools.filter((pool) => !seeded.includes(pool));

  /** @type {Array<{ from: string, to: string, data: string, gas?: number }>} */
  const setup = missing.map((name) => ({
    from: AMM_DEPLOYER,
    to: CREATE2_DEPLOYER,
    data: `${ammSalt(name)}${planned[name].initcode.slice(2)}`,
    gas: DEPLOY_GAS,
  }));
  // PUSD and PTK for the pools to seed: minted to AMM_DEPLOYER when short, approved once.
  const amountOf = (symbol) =>
    symbol === NATIVE_TOKEN.symbol
      ? unitsForUsd(NATIVE_TOKEN, POOL_DEPTH_USD)
      : unitsForUsd(bySymbol.get(symbol), POOL_DEPTH_USD);
  const needed = new Map();
  for (const pool of unseeded) {
    for (const symbol of pool.symbols) {
      if (symbol !== NATIVE_TOKEN.symbol)
        needed.set(symbol, (needed.get(symbol) ?? 0n) + amountOf(symbol));
    }
  }
  const neededTokens = [...needed].map(([symbol, amount]) => ({
    token: tokenOf(symbol),
    amount,
  }));
  const held = await rpcBatch(
    rpcUrl,
    neededTokens.flatMap(({ token }) => [
      call(token.address, ERC20.encodeFunctionData('balanceOf', [AMM_DEPLOYER])),
      call(token.address, ERC20.encodeFunctionData('allowance', [AMM_DEPLOYER, addresses.router])),
    ]),
  );
  neededTokens.forEach(({ token, amount }, index) => {
    const balance = BigInt(held[2 * index]);
    if (balance < amount) {
      setup.push({
        from: TOKEN_DEPLOYER,
        to: token.address,
        data: ERC20.encodeFunctionData('mint', [AMM_DEPLOYER, amount - balance]),
      });
    }
    if (BigInt(held[2 * index + 1]) < amount) {
      setup.push({
        from: AMM_DEPLOYER,
        to: token.address,
        data: ERC20.encodeFunctionData('approve', [addresses.router, MaxUint256]),
      });
    }
  });
  if (setup.length > 0) await sendAll(rpcUrl, setup);

  // addLiquidity creates each pair (CREATE2 by the factory) and mints the pool's first shares.
  const liquidity = unseeded.map((pool) => {
    const [a, b] = pool.symbols;
    const native = [a, b].indexOf(NATIVE_TOKEN.symbol);
    if (native >= 0) {
      const symbol = [a, b][1 - native];
      return {
        from: AMM_DEPLOYER,
        to: addresses.router,
        value: toBeHex(amountOf(NATIVE_TOKEN.symbol)),
        data: ROUTER.encodeFunctionData('addLiquidityETH', [
          tokenOf(symbol).address,
          amountOf(symbol),
          0n,
          0n,
          AMM_DEPLOYER,
          MaxUint256,
        ]),
        gas: LIQUIDITY_GAS,
      };
    }
    return {
      from: AMM_DEPLOYER,
      to: addresses.router,
      data: ROUTER.encodeFunctionData('addLiquidity', [
        ...pool.tokens,
        amountOf(a),
        amountOf(b),
        0n,
        0n,
        AMM_DEPLOYER,
        MaxUint256,
      ]),
      gas: LIQUIDITY_GAS,
    };
  });
  if (liquidity.length > 0) await sendAll(rpcUrl, liquidity);

  const created = await rpcBatch(
    rpcUrl,
    pools.map((pool) =>
      call(addresses.factory, FACTORY.encodeFunctionData('getPair', pool.tokens)),
    ),
  );
  return {
    ...addresses,
    pools: pools.map((pool, index) => ({
      ...pool,
      pair: FACTORY.decodeFunctionResult('getPair', created[index])[0],
    })),
  };
}
