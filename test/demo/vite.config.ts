import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyChunkCompileHints } from './lazyChunkCompileHints';

/** The source of the `portico/adapters/eip155` subpath (rollup.config.mjs builds the same file). */
const EIP155_ADAPTER_ENTRY = 'adapters/eip155/createEip155Adapter.ts';
const UNIVERSAL_ADAPTER_ENTRY = 'adapters/universal/createUniversalAdapter.ts';
const SOLANA_ADAPTER_ENTRY = 'adapters/solana/createSolanaAdapter.ts';
const WAGMI_ADAPTER_ENTRY = 'adapters/wagmi/createWagmiAdapter.ts';
const ETHERS5_ADAPTER_ENTRY = 'adapters/ethers5/createEthers5Adapter.ts';
const BITCOIN_ADAPTER_ENTRY = 'adapters/bitcoin/createBitcoinAdapter.ts';
const POLKADOT_ADAPTER_ENTRY = 'adapters/polkadot/createPolkadotAdapter.ts';
const COSMOS_ADAPTER_ENTRY = 'adapters/cosmos/createCosmosAdapter.ts';

const demoDir = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * The demo host app, built against the library's source. `build.manifest` lets the browser
 * tests tell the entry's files from the lazily loaded shell and view chunks.
 */
export default defineConfig({
  root: demoDir,
  base: '/',
  plugins: [react(), lazyChunkCompileHints()],
  resolve: {
    alias: [
      // Order matters: the stylesheet subpath before the bare package name.
      { find: /^portico\/styles\.css$/, replacement: fromRoot('src/theme/portico.css') },
      { find: /^portico\/testing$/, replacement: fromRoot('src/testing/index.ts') },
      { find: /^portico\/adapters\/eip155$/, replacement: fromRoot(EIP155_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/universal$/, replacement: fromRoot(UNIVERSAL_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/solana$/, replacement: fromRoot(SOLANA_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/wagmi$/, replacement: fromRoot(WAGMI_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/ethers5$/, replacement: fromRoot(ETHERS5_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/bitcoin$/, replacement: fromRoot(BITCOIN_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/polkadot$/, replacement: fromRoot(POLKADOT_ADAPTER_ENTRY) },
      { find: /^portico\/adapters\/cosmos$/, replacement: fromRoot(COSMOS_ADAPTER_ENTRY) },
      { find: /^portico$/, replacement: fromRoot('src/index.ts') },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    // Keep every asset a file: `data:` URIs are allowed for images only.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  logLevel: 'warn',
});
