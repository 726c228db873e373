import { join } from 'node:path';
import { adapterEntrySizes, minimalAppSizes } from './bundleSizes.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/**
 * The optional chain adapters of issues 22 and 23, each with: its minimal host app (beside
 * eip155), the peer SDK that must stay out of the initial JS (loaded with the first send or
 * read), and the fragments that must not reach an EVM-only host.
 */
const ADAPTERS = [
  {
    name: 'bitcoin',
    call: 'bitcoinAdapter()',
    sdk: 'bitcoinjs-lib',
    fragments: ['/adapters/bitcoin/', 'bitcoinjs-lib', '/bech32/'],
  },
  {
    name: 'polkadot',
    call: 'polkadotAdapter()',
    sdk: '@polkadot/api',
    fragments: ['/adapters/polkadot/', '@polkadot/', '@scure/sr25519'],
  },
  {
    name: 'cosmos',
    call: 'cosmosAdapter()',
    sdk: '@cosmjs/stargate',
    fragments: ['/adapters/cosmos/', '@cosmjs/', 'cosmjs-types'],
  },
];

/**
 * (e4) The bitcoin, polkadot and cosmos adapters: each dist entry's size, what each adds to
 * an EVM host's initial JS, that its SDK stays out of it, and that an EVM-only host
 * (`withAdapter`, the eip155 minimal app) bundles none of it. Returns the figures and the
 * budget checks.
 */
export async function measureChainAdapters(repoRoot, { withAdapter, library }) {
  const figures = {};
  const checks = [];
  for (const { name, call, sdk, fragments } of ADAPTERS) {
    console.log(
      `\n(e4) The ${name} adapter (portico/adapters/${name}; its peer ${sdk} not counted)`,
    );
    const entry = library ? adapterEntrySizes(repoRoot, `adapters/${name}.js`) : null;
    console.log(
      entry
        ? `  dist/adapters/${name}.js: gzip ${kb(entry.entry.gzip)}; with its chunks gzip ${kb(entry.withChunks.gzip)}; added to an app importing portico gzip ${kb(entry.addedToCore.gzip)}`
        : `  dist/adapters/${name}.js is missing: skipped.`,
    );
    const app = await minimalAppSizes(
      repoRoot,
      join(repoRoot, `.tmp/bench-minimal-${name}`),
      `test/bench/minimal-app-${name}.tsx`,
    );
    const lib = app.chunksWith(sdk);
    const adds = app.initial.gzip - withAdapter.initial.gzip;
    console.log(
      `  minimal host app + [eip155Adapter(), ${call}]: initial JS gzip ${kb(app.initial.gzip)} (+${kb(adds)} over eip155 alone); ${sdk} gzip ${kb(lib.gzip)}, at startup: ${lib.inInitial ? 'YES (over budget)' : 'no (loads with the first send or read)'}`,
    );
    const leaked = fragments
      .map((fragment) => ({ fragment, ...withAdapter.chunksWith(fragment) }))
      .filter((found) => found.files.length > 0);
    console.log(
      `  EVM-only host (adapters: [eip155Adapter()]): ${name} code in any of its chunks: ${leaked.length === 0 ? 'none (pass)' : `${leaked.map((e) => `${e.fragment} ${kb(e.gzip)}`).join(', ')} (FAIL)`}`,
    );
    figures[name] = {
      entryGzip: entry?.entry.gzip ?? null,
      addedToCoreGzip: entry?.addedToCore.gzip ?? null,
      initialGzip: app.initial.gzip,
      addsOverEip155: adds,
      sdkGzip: lib.gzip,
    };
    checks.push(
      {
        name: `no ${name} code in an EVM host`,
        limit: 'none',
        actual: leaked.length === 0 ? 'none' : leaked.map((e) => e.fragment).join(' '),
        pass: leaked.length === 0,
      },
      {
        name: `${sdk} not initial`,
        limit: 'lazy',
        actual: lib.inInitial ? 'initial' : 'lazy',
        pass: !lib.inInitial && lib.files.length > 0,
      },
    );
  }
  return { figures, checks };
}
