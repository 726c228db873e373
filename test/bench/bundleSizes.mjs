import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

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
    for (const name of readdirSync(chunks).sort()) if (name.endsWith('.js')) files.push(join(chunks, name));
  }
  return measure(files.filter(existsSync), repoRoot);
}

/** An output and every output it imports statically, transitively (externals excluded). */
function staticClosure(outputs, start, into = new Set()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of outputs[start]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) staticClosure(outputs, imported.path, into);
  }
  return into;
}

function outputFor(outputs, entrySuffix) {
  const key = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith(entrySuffix));
  if (!key) throw new Error(`No esbuild output for ${entrySuffix}`);
  return key;
}

/** The largest inputs of a set of outputs, by minified bytes. */
function topInputs(outputs, keys, count) {
  const totals = new Map();
  for (const key of keys) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
      const name = input.replace(/^.*node_modules\//, '');
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([input, bytes]) => ({ input, bytes }));
}

/**
 * (b) Bundles `minimal-app.tsx` from source the way a host's bundler would (splitting, ESM,
 * minified, production), React excluded, and splits the output into what loads at startup
 * and what the first open adds (the dialog shell and the Connect view).
 */
export async function minimalAppSizes(repoRoot, outdir, entry = 'test/bench/minimal-app.tsx') {
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
    alias: { portico: './src/index.ts', 'portico/adapters/eip155': './adapters/eip155/createEip155Adapter.ts' },
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'],
    logLevel: 'warning',
  });
  const { outputs } = result.metafile;
  const jsOutputs = Object.fromEntries(Object.entries(outputs).filter(([key]) => key.endsWith('.js')));
  const initialKeys = staticClosure(jsOutputs, outputFor(jsOutputs, entry));
  const lazy = (suffix, exclude) =>
    [...staticClosure(jsOutputs, outputFor(jsOutputs, suffix))].filter((key) => !exclude.has(key));
  const shellKeys = lazy('src/shell/ModalRoot.tsx', initialKeys);
  const viewKeys = lazy('src/views/Connect/ConnectView.tsx', new Set([...initialKeys, ...shellKeys]));
  const abs = (keys) => [...keys].map((key) => join(repoRoot, key));
  return {
    initial: { ...measure(abs(initialKeys), repoRoot), largestInputs: topInputs(jsOutputs, initialKeys, Number(process.env.BENCH_TOP_INPUTS ?? 8)) },
    firstOpen: {
      ...measure(abs([...shellKeys, ...viewKeys]), repoRoot),
      shell: measure(abs(shellKeys), repoRoot),
      connectView: measure(abs(viewKeys), repoRoot),
    },
  };
}

/** The relative chunks an ESM file of dist/ imports statically, transitively. */
function distStaticClosure(file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|[;\s])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g)) {
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
    addedToCore: measure([...closure].filter((f) => !core.has(f)), repoRoot),
  };
}
