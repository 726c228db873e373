// Builds the library: ESM and CJS with code-split lazy views, one bundled .d.ts per public
// entry, a 'use client' banner (the components use hooks), and the static stylesheet.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { joinStylesheet } from './src/theme/joinStylesheet.cjs';
import { expandViewImports } from './src/views/expandViewImports.mjs';

/**
 * Public subpaths: `portico`, `portico/testing` and one per chain adapter
 * (`portico/adapters/eip155` → dist/adapters/eip155.{js,cjs,d.ts}). One build for all, so the
 * contract they share (PorticoError, provider errors, the RPC client) is one shared chunk:
 * an adapter's errors are the core's classes, and `instanceof` holds across subpaths.
 */
const entries = {
  index: 'src/index.ts',
  testing: 'src/testing/index.ts',
  'adapters/eip155': 'adapters/eip155/createEip155Adapter.ts',
  'adapters/universal': 'adapters/universal/createUniversalAdapter.ts',
  'adapters/solana': 'adapters/solana/createSolanaAdapter.ts',
  'adapters/wagmi': 'adapters/wagmi/createWagmiAdapter.ts',
  'adapters/ethers5': 'adapters/ethers5/createEthers5Adapter.ts',
  'adapters/bitcoin': 'adapters/bitcoin/createBitcoinAdapter.ts',
  'adapters/polkadot': 'adapters/polkadot/createPolkadotAdapter.ts',
  'adapters/cosmos': 'adapters/cosmos/createCosmosAdapter.ts',
};

// This repo installs ethers 5 under the alias `ethers5` beside ethers 6; a host of
// `portico/adapters/ethers5` has it as plain `ethers`.
const paths = { ethers5: 'ethers' };

/**
 * The ERC-6492 validator's bytecode is the one thing taken from ox (a devDependency): the
 * build writes the constant into the lazy chunk that uses it, so hosts do not install ox and
 * its dependencies (about 30 MB) for one string.
 */
const ERC6492_MODULE = 'ox/erc6492/SignatureErc6492';
function inlineErc6492Bytecode() {
  const virtualId = '\0erc6492Bytecode';
  return {
    name: 'portico-inline-erc6492-bytecode',
    resolveId: (source) => (source === ERC6492_MODULE ? virtualId : null),
    load(id) {
      if (id !== virtualId) return null;
      const file = createRequire(import.meta.url).resolve(ERC6492_MODULE);
      const found = /export const universalSignatureValidatorBytecode = '(0x[0-9a-f]+)'/.exec(
        readFileSync(file, 'utf8'),
      );
      if (!found) this.error(`universalSignatureValidatorBytecode not found in ${file}`);
      return `export const universalSignatureValidatorBytecode = '${found[1]}';\n`;
    },
  };
}

// Everything else from node_modules stays external: dependencies install with the package and
// chain SDKs are peers (@solana/web3.js, imported on a Solana send only), so a host pays only
// for what it imports.
const external = (id) =>
  id !== ERC6492_MODULE && !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

/**
 * Empties dist/ before the first build: chunk names carry a hash, so an earlier build's chunks
 * would stay beside the new ones and ship in the packed tarball. The builds below run in order.
 */
function emptyDist() {
  return {
    name: 'portico-empty-dist',
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
  };
}

function copyStylesheet() {
  return {
    name: 'portico-copy-stylesheet',
    writeBundle() {
      mkdirSync('dist', { recursive: true });
      // One static file: the parts' @imports inlined, for a CSP host that links one stylesheet.
      writeFileSync('dist/styles.css', joinStylesheet('src/theme/portico.css'));
      // Declarations for `import 'portico/styles.css'`, so a TypeScript host type-checks it
      // without a bundler's CSS typings (package.json's `types` condition points here).
      writeFileSync(
        'dist/styles.css.d.ts',
        '// The stylesheet: imported for its side effect.\nexport {};\n',
      );
    },
  };
}

const banner = "'use client';";

/** Chunk file names; a locale's catalogue is `chunks/locale-<tag>-<hash>.js`, easy to find. */
const chunkName = (extension) => (chunk) =>
  chunk.facadeModuleId?.includes('/src/i18n/locales/')
    ? `chunks/locale-[name]-[hash].${extension}`
    : `chunks/[name]-[hash].${extension}`;

export default [
  {
    input: entries,
    external,
    plugins: [
      emptyDist(),
      inlineErc6492Bytecode(),
      expandViewImports(),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: false }),
      copyStylesheet(),
    ],
    output: [
      {
        dir: 'dist',
        format: 'es',
        banner,
        entryFileNames: '[name].js',
        chunkFileNames: chunkName('js'),
        paths,
        // One file per source module: a host's bundler then leaves out every module the host
        // does not use (`sideEffects` in package.json), top-level code included (schemas
        // built at load), which it cannot do inside a shared chunk.
        preserveModules: true,
        preserveModulesRoot: '.',
        sourcemap: true,
      },
      {
        dir: 'dist',
        format: 'cjs',
        banner,
        entryFileNames: '[name].cjs',
        chunkFileNames: chunkName('cjs'),
        paths,
        exports: 'named',
        // redux-saga's CJS build sets exports.default; 'auto' picks it up instead of the namespace.
        interop: 'auto',
        sourcemap: true,
      },
    ],
  },
  {
    input: entries,
    external,
    // `@internal` members (the store, testing hooks) stay out of the published declarations.
    plugins: [dts({ tsconfig: 'tsconfig.json', compilerOptions: { stripInternal: true } })],
    // Unhashed shared declaration chunks, so the API report (test/api) is stable between builds.
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: 'types/[name].d.ts',
      paths,
    },
  },
];
