import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { eagerCosts } from './eagerFeatures.mjs';

/** Gzip size (level 9) of a file's bytes, as a server would send it. */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function measure(files, root) {
  const rows = files.map((file) => ({
    file: relative(root, file),
    bytes: readFileSync(file).length,
    gzip: gzipSize(file),
  }));
  return { files: rows, bytes: sum(rows, 'bytes'), gzip: sum(rows, 'gzip') };
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

/** (a) Each JavaScript file of the library build: `dist/index.js` and `dist/chunks/*.js`. */
export function libraryEntrySizes(repoRoot) {
  const dist = join(repoRoot, 'dist');
  const files = [join(dist, 'index.js')];
  const chunks = join(dist, 'chunks');
  if (existsSync(chunks)) {
    for (const name of readdirSync(chunks).sort())
      if (name.endsWith('.js')) files.push(join(chunks, name));
  }
  return measure(files.filter(existsSync), repoRoot);
}

/** An output and every output it imports statically, transitively (externals excluded). */
function staticClosure(outputs, start, into = new Set()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of outputs[start]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external)
      staticClosure(outputs, imported.path, into);
  }
  return into;
}

function outputFor(outputs, entrySuffix) {
  const key = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith(entrySuffix));
  if (!key) throw new Error(`No esbuild output for ${entrySuffix}`);
  return key;
}

const ALIASES = (repoRoot) => ({
  'portico/adapters/eip155': join(repoRoot, 'adapters/eip155/createEip155Adapter.ts'),
  'portico/adapters/universal': join(repoRoot, 'adapters/universal/createUniversalAdapter.ts'),
  'portico/adapters/solana': join(repoRoot, 'adapters/solana/createSolanaAdapter.ts'),
  'portico/adapters/wagmi': join(repoRoot, 'adapters/wagmi/createWagmiAdapter.ts'),
  'portico/adapters/ethers5': join(repoRoot, 'adapters/ethers5/createEthers5Adapter.ts'),
  'portico/adapters/bitcoin': join(repoRoot, 'adapters/bitcoin/createBitcoinAdapter.ts'),
  'portico/adapters/polkadot': join(repoRoot, 'adapters/polkadot/createPolkadotAdapter.ts'),
  'portico/adapters/cosmos': join(repoRoot, 'adapters/cosmos/createCosmosAdapter.ts'),
  portico: join(repoRoot, 'src/index.ts'),
});

/** A chunk and every chunk it imports statically, transitively (externals are not chunks). */
function chunkClosure(chunks, start, into = new Set()) {
  if (into.has(start) || !chunks[start]) return into;
  into.add(start);
  for (const imported of chunks[start].imports) chunkClosure(chunks, imported, into);
  return into;
}

/**
 * (b) Bundles `minimal-app.tsx` from source the way a host's bundler would: Vite (the demo's
 * bundler, and the common one for React apps), production, minified, React external. Splits
 * the output into what loads at startup (the entry chunk and its static imports) and what the
 * first open adds (the dialog shell and the Connect view).
 *
 * Vite (Rollup/Rolldown) keeps a module that the entry already loads out of separate shared
 * chunks; esbuild's splitting makes a file per set of importers, which adds about 3 KB of
 * per-file gzip overhead to the same code. `esbuildInitial` keeps that figure for reference.
 */
export async function minimalAppSizes(
  repoRoot,
  outdir,
  entry = 'test/bench/minimal-app.tsx',
  { vendor } = {},
) {
  const { build: viteBuild } = await import('vite');
  const result = await viteBuild({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: ALIASES(repoRoot) },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: outdir,
      emptyOutDir: true,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: join(repoRoot, entry),
        external: [/^react($|\/)/, /^react-dom($|\/)/, 'scheduler'],
        preserveEntrySignatures: false,
        // `vendor` (a module id pattern): the host's own libraries in a chunk of their own,
        // so what they weigh is reported apart from what Portico adds.
        ...(vendor
          ? { output: { manualChunks: (id) => (vendor.test(id) ? 'vendor' : undefined) } }
          : {}),
      },
    },
  });
  const chunks = Object.fromEntries(
    (Array.isArray(result) ? result : [result])
      .flatMap((output) => output.output)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const chunkOf = (suffix) => {
    const found = Object.values(chunks).find((c) => c.facadeModuleId?.endsWith(suffix));
    if (!found) throw new Error(`No chunk for ${suffix}`);
    return found.fileName;
  };
  const initialKeys = chunkClosure(chunks, chunkOf(entry));
  const lazy = (suffix, exclude) =>
    [...chunkClosure(chunks, chunkOf(suffix))].filter((key) => !exclude.has(key));
  // The first open: the shell and the Connect view (one chunk), and the features it starts.
  const shellKeys = lazy('src/shell/firstOpen.ts', initialKeys);
  const openFeatureKeys = [
    'src/features/connections/connectionsChunk.ts',
    'src/features/networks/networksChunk.ts',
  ].flatMap((suffix) => lazy(suffix, new Set([...initialKeys, ...shellKeys])));
  // The chunks holding any module whose id contains `fragment`, and whether one loads at startup.
  const abs = (keys) => [...keys].map((key) => join(outdir, key));
  const chunksWith = (fragment) => {
    const keys = Object.keys(chunks).filter((key) =>
      Object.keys(chunks[key].modules).some((id) => id.includes(fragment)),
    );
    return { inInitial: keys.some((key) => initialKeys.has(key)), ...measure(abs(keys), repoRoot) };
  };
  const largestInputs = [...initialKeys]
    .flatMap((key) => Object.entries(chunks[key].modules))
    .map(([id, module]) => ({
      input: relative(repoRoot, id).replace(/^.*node_modules\//, ''),
      bytes: module.renderedLength,
    }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(process.env.BENCH_TOP_INPUTS ?? 8));
  const initial = measure(abs(initialKeys), repoRoot);
  const byGroup = eagerCosts(
    [...initialKeys].map((key) => chunks[key]),
    initial.gzip,
    repoRoot,
  );
  return {
    initial: { ...initial, largestInputs, byGroup },
    esbuildInitial: await esbuildInitialSize(repoRoot, `${outdir}-esbuild`, entry),
    firstOpen: {
      ...measure(abs([...new Set([...shellKeys, ...openFeatureKeys])]), repoRoot),
      shell: measure(abs(shellKeys), repoRoot),
      features: measure(abs([...new Set(openFeatureKeys)]), repoRoot),
    },
    // Every lazy feature's chunk (src/features/<name>/<name>Chunk.ts).
    featureChunks: Object.fromEntries(
      [
        ...new Set(
          Object.values(chunks)
            .flatMap((chunk) => Object.keys(chunk.modules))
            .filter((id) => /src\/features\/[^/]+\/[^/]+Chunk\.ts$/.test(id))
            .map((id) => id.replace(/^.*src\/features\//, 'src/features/')),
        ),
      ].map((id) => [id.split('/')[2], chunksWith(id)]),
    ),
    // The product API: the client and its sagas load only with an apiUrl, after startup.
    productApi: chunksWith('/src/api/'),
    // The host's own libraries (the `vendor` option's chunk), when asked for.
    vendor: (() => {
      const keys = Object.keys(chunks).filter((key) => chunks[key].name === 'vendor');
      return {
        inInitial: keys.some((key) => initialKeys.has(key)),
        ...measure(abs(keys), repoRoot),
      };
    })(),
    chunksWith,
  };
}

/** The same app's initial JS with esbuild's splitting, each file gzipped on its own. */
async function esbuildInitialSize(repoRoot, outdir, entry) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    metafile: true,
    target: 'es2022',
    jsx: 'automatic',
    alias: ALIASES(repoRoot),
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'],
    logLevel: 'warning',
  });
  const jsOutputs = Object.fromEntries(
    Object.entries(result.metafile.outputs).filter(([key]) => key.endsWith('.js')),
  );
  const keys = staticClosure(jsOutputs, outputFor(jsOutputs, entry));
  return measure(
    [...keys].map((key) => join(repoRoot, key)),
    repoRoot,
  );
}

/** The relative chunks an ESM file of dist/ imports statically, transitively. */
function distStaticClosure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(
    /(?:^|[;\s])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
  )) {
    distStaticClosure(join(dirname(file), specifier), into);
  }
  return into;
}

/**
 * (e) The eip155 adapter entry of the library build, `dist/adapters/eip155.js`: the file
 * alone, with the chunks it imports, and what it adds to an app that already imports
 * `portico` (chunks the two share load once). Its peer `ethers` is not counted.
 */
export function adapterEntrySizes(repoRoot, entry = 'adapters/eip155.js') {
  const file = join(repoRoot, 'dist', entry);
  if (!existsSync(file)) return null;
  const closure = distStaticClosure(file);
  const core = distStaticClosure(join(repoRoot, 'dist/index.js'));
  return {
    entry: measure([file], repoRoot),
    withChunks: measure([...closure], repoRoot),
    addedToCore: measure(
      [...closure].filter((f) => !core.has(f)),
      repoRoot,
    ),
  };
}
