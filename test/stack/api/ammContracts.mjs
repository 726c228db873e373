/**
 * The stand-in's AMM: Uniswap V2 (WETH9, UniswapV2Factory, UniswapV2Router02) from the compiled
 * artifacts of the npm packages @uniswap/v2-core and @uniswap/v2-periphery (GPL-3.0, dev
 * dependencies: deployed to anvil at stack start, never copied into the repo), the ABI
 * fragments the routes call, and the pools seeded at the fixture prices (deployAmm.mjs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AbiCoder, Interface, concat, dataSlice, getAddress, id } from 'ethers';

/**
 * Sends the AMM's deployments and provides its liquidity: an address without a key (anvil
 * impersonates it, `anvil_setBalance` funds it), so no dev account's balance or nonce moves.
 * keccak256('portico.stand-in.amm')'s last 20 bytes.
 */
export const AMM_DEPLOYER = getAddress(dataSlice(id('portico.stand-in.amm'), 12));

/** anvil's preinstalled deterministic deployer (calldata `salt ‖ initcode`). */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

/** The contracts in deployment order; the salts fix their addresses on every chain. */
export const AMM_CONTRACTS = Object.freeze([
  Object.freeze({ name: 'weth', artifact: '@uniswap/v2-periphery/build/WETH9.json' }),
  Object.freeze({ name: 'factory', artifact: '@uniswap/v2-core/build/UniswapV2Factory.json' }),
  Object.freeze({
    name: 'router',
    artifact: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  }),
]);

export const ammSalt = (/** @type {string} */ name) => id(`portico.stand-in.amm.${name}.v1`);

const require = createRequire(import.meta.url);

/**
 * Creation code ‖ ABI-encoded constructor arguments; the artifact is read only when called.
 * @param {string} artifactPath
 * @param {readonly string[]} [types]
 * @param {readonly unknown[]} [args]
 * @returns {string}
 */
export function ammInitcode(artifactPath, types = [], args = []) {
  const artifact = JSON.parse(readFileSync(require.resolve(artifactPath), 'utf8'));
  const bytecode = artifact.bytecode.startsWith('0x')
    ? artifact.bytecode
    : `0x${artifact.bytecode}`;
  return concat([bytecode, AbiCoder.defaultAbiCoder().encode(types, args)]);
}

export const ROUTER = new Interface([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);

export const FACTORY = new Interface([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
]);

export const PAIR = new Interface([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function sync()',
]);

export const WETH = new Interface([
  'function deposit() payable',
  'function transfer(address to, uint256 value) returns (bool)',
]);

/** The pools, by symbol ('ETH' is WETH in the pool); each side holds POOL_DEPTH_USD. */
export const POOLS = Object.freeze([
  Object.freeze(['ETH', 'PUSD']),
  Object.freeze(['ETH', 'PTK']),
  Object.freeze(['PUSD', 'PTK']),
]);

/** Each side of a fresh pool, in USD at the fixture prices: 1000 ETH against 3,000,000 PUSD. */
export const POOL_DEPTH_USD = 3_000_000;
