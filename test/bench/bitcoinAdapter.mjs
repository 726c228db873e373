import { join } from 'node:path';
import { adapterEntrySizes, minimalAppSizes } from './bundleSizes.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** What only the bitcoin adapter brings: any of these in an EVM-only host's chunks is a leak. */
const BITCOIN_FRAGMENTS = ['/adapters/bitcoin/', 'bitcoinjs-lib', '/bech32/'];

/**
 * (e4) The bitcoin adapter (issue 22): its dist entry (bitcoinjs-lib apart), what
 * `bitcoinAdapter()` adds to an EVM host's initial JS, that bitcoinjs-lib stays out of it
 * (it loads with the first send or BIP-322 check), and that an EVM-only host (`withAdapter`,
 * the eip155 minimal app) bundles none of it. Returns the figures and the budget checks.
 */
export async function measureBitcoinAdapter(repoRoot, { withAdapter, library }) {
  console.log(
    '\n(e4) The bitcoin adapter (portico/adapters/bitcoin; its peer bitcoinjs-lib not counted)',
  );
  const entry = library ? adapterEntrySizes(repoRoot, 'adapters/bitcoin.js') : null;
  console.log(
    entry
      ? `  dist/adapters/bitcoin.js: gzip ${kb(entry.entry.gzip)}; with its chunks gzip ${kb(entry.withChunks.gzip)}; added to an app importing portico gzip ${kb(entry.addedToCore.gzip)}`
      : '  dist/adapters/bitcoin.js is missing: skipped.',
  );
  const app = await minimalAppSizes(
    repoRoot,
    join(repoRoot, '.tmp/bench-minimal-bitcoin'),
    'test/bench/minimal-app-bitcoin.tsx',
  );
  const bitcoinjs = app.chunksWith('bitcoinjs-lib');
  const adds = app.initial.gzip - withAdapter.initial.gzip;
  console.log(
    `  minimal host app + [eip155Adapter(), bitcoinAdapter()]: initial JS gzip ${kb(app.initial.gzip)} (+${kb(adds)} over eip155 alone); bitcoinjs-lib gzip ${kb(bitcoinjs.gzip)}, at startup: ${bitcoinjs.inInitial ? 'YES (over budget)' : 'no (loads with the first send)'}`,
  );
  const leaked = BITCOIN_FRAGMENTS.map((fragment) => ({
    fragment,
    ...withAdapter.chunksWith(fragment),
  })).filter((found) => found.files.length > 0);
  console.log(
    `  EVM-only host (adapters: [eip155Adapter()]): bitcoin code in any of its chunks: ${leaked.length === 0 ? 'none (pass)' : `${leaked.map((e) => `${e.fragment} ${kb(e.gzip)}`).join(', ')} (FAIL)`}`,
  );
  return {
    figures: {
      entryGzip: entry?.entry.gzip ?? null,
      addedToCoreGzip: entry?.addedToCore.gzip ?? null,
      initialGzip: app.initial.gzip,
      addsOverEip155: adds,
      bitcoinjsGzip: bitcoinjs.gzip,
    },
    checks: [
      {
        name: 'no bitcoin code in an EVM host',
        limit: 'none',
        actual: leaked.length === 0 ? 'none' : leaked.map((e) => e.fragment).join(' '),
        pass: leaked.length === 0,
      },
      {
        name: 'bitcoinjs-lib not initial',
        limit: 'lazy',
        actual: bitcoinjs.inInitial ? 'initial' : 'lazy',
        pass: !bitcoinjs.inInitial && bitcoinjs.files.length > 0,
      },
    ],
  };
}
