/**
 * Compiles Portico's smart account (contracts/SmartAccount.sol, contracts/SmartAccountFactory.sol)
 * with solc-js at run time, and caches the result: abi + creation bytecode as JSON in
 * `node_modules/.cache/portico-aa/<sha256>.json`, keyed by our sources, the solc version, the
 * settings and the versions of the two packages the sources import. A cold compile takes
 * seconds; a cached load, milliseconds. Compiled, not committed: no build output in the repo,
 * and no stale bytecode when a source or a dependency changes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '../errorMessage.mjs';

const require = createRequire(import.meta.url);
const CONTRACTS_DIR = fileURLToPath(new URL('./contracts/', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const CACHE_DIR = join(NODE_MODULES, '.cache', 'portico-aa');

/** The packages our sources import from, resolved from node_modules by the import callback. */
const IMPORTED_PACKAGES = ['@account-abstraction/contracts', '@openzeppelin/contracts'];

/**
 * Optimizer on, as for a real deployment. 'cancun' runs on anvil's default hardfork (and on
 * any chain since 2024). No metadata hash: a comment edited in a source then leaves the
 * bytecode, and so the factory's CREATE2 address, unchanged.
 */
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  metadata: { bytecodeHash: 'none' },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

/** @returns {string} */
const packageVersion = (/** @type {string} */ name) => require(`${name}/package.json`).version;

/** @typedef {Record<string, { content: string }>} SolcSources */

/**
 * Our sources by source unit name (`SmartAccount.sol`, ...), read from contracts/.
 * @returns {SolcSources}
 */
function readSources() {
  /** @type {SolcSources} */
  const sources = {};
  for (const name of readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith('.sol'))
    .sort()) {
    sources[name] = { content: readFileSync(join(CONTRACTS_DIR, name), 'utf8') };
  }
  return sources;
}

/**
 * solc's import callback: package imports come from node_modules, nothing else is readable.
 * @param {string} path
 */
function findImports(path) {
  if (!IMPORTED_PACKAGES.some((name) => path.startsWith(`${name}/`)) || path.includes('..')) {
    return { error: `not importable: ${path}` };
  }
  try {
    return { contents: readFileSync(join(NODE_MODULES, path), 'utf8') };
  } catch (error) {
    return { error: `${path}: ${errorMessage(error)}` };
  }
}

/**
 * @param {SolcSources} sources
 * @returns {SmartAccountContracts}
 */
function compile(sources) {
  // Loaded only on a cache miss: requiring solc alone parses a 9 MB soljson.js.
  const solc = require('solc');
  const input = { language: 'Solidity', sources, settings: SETTINGS };
  /** @type {any} any: solc's standard JSON output, read field by field below */
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }));
  /** @type {Array<{ severity: string, formattedMessage: string }>} */
  const errors = (output.errors ?? []).filter(
    (/** @type {{ severity: string }} */ entry) => entry.severity === 'error',
  );
  if (errors.length > 0) {
    throw new Error(`solc: ${errors.map((entry) => entry.formattedMessage).join('\n')}`);
  }
  /** @type {(file: string, name: string) => CompiledContract} */
  const contract = (file, name) => {
    const compiled = output.contracts?.[file]?.[name];
    if (!compiled?.evm?.bytecode?.object) throw new Error(`solc: no bytecode for ${file}:${name}`);
    return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
  };
  return {
    SmartAccount: contract('SmartAccount.sol', 'SmartAccount'),
    SmartAccountFactory: contract('SmartAccountFactory.sol', 'SmartAccountFactory'),
  };
}

/**
 * @typedef {{ abi: object[], bytecode: string }} CompiledContract
 * @typedef {{ SmartAccount: CompiledContract, SmartAccountFactory: CompiledContract }} SmartAccountContracts
 */

let memo;

/**
 * The compiled SmartAccount and SmartAccountFactory (creation bytecode, 0x-prefixed), from the
 * cache when an entry for exactly these inputs exists, else compiled and cached. Memoised per
 * process.
 * @returns {Promise<{ contracts: SmartAccountContracts, cached: boolean, ms: number, cacheFile: string }>}
 *   `cached`: loaded from the cache (no compile); `ms`: time taken by this first call.
 */
export function compileSmartAccount() {
  memo ??= Promise.resolve().then(() => {
    const started = performance.now();
    const sources = readSources();
    const solcVersion = packageVersion('solc');
    const key = createHash('sha256')
      .update(
        JSON.stringify({
          sources,
          solcVersion,
          settings: SETTINGS,
          packages: IMPORTED_PACKAGES.map((name) => `${name}@${packageVersion(name)}`),
        }),
      )
      .digest('hex');
    const cacheFile = join(CACHE_DIR, `${key}.json`);
    let contracts;
    let cached = true;
    try {
      contracts = JSON.parse(readFileSync(cacheFile, 'utf8'));
    } catch {
      cached = false;
      contracts = compile(sources);
      mkdirSync(CACHE_DIR, { recursive: true });
      // Write then rename: test files run in parallel processes and may compile at once; a
      // reader never sees half a file.
      const partial = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(contracts));
      renameSync(partial, cacheFile);
    }
    return { contracts, cached, ms: Math.round(performance.now() - started), cacheFile };
  });
  return memo;
}
