// Builds the library: ESM and CJS with code-split lazy views, one bundled .d.ts per public
// entry, a 'use client' banner (the components use hooks), and the static stylesheet.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';
import esbuild from 'rollup-plugin-esbuild';
import { joinStylesheet } from './src/theme/joinStylesheet.cjs';

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

// Everything from node_modules stays external: dependencies install with the package and
// chain SDKs are peers (@solana/web3.js, imported on a Solana send only), so a host pays only
// for what it imports.
const external = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

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
    plugins: [esbuild({ target: 'es2022', jsx: 'automatic', minify: false }), copyStylesheet()],
    output: [
      {
        dir: 'dist',
        format: 'es',
        banner,
        entryFileNames: '[name].js',
        chunkFileNames: chunkName('js'),
        paths,
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
