/**
 * The honest minimal host app, built as a host builds it: the library packed (`npm pack`),
 * installed into an empty folder with react and react-dom (`npm install --prefer-offline`,
 * from the npm cache), and bundled by Vite with its defaults from that folder's node_modules.
 * The app is the README's quick start: `<WalletModalProvider>`, `<ConnectButton />` and
 * `adapters: [eip155Adapter()]`, with the static stylesheet.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, lstatSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { gzipSize } from './bundleSizes.mjs';

const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const APP_SOURCE = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletModalProvider } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import 'portico/styles.css';

const localChain = {
  id: 31337,
  name: 'Local chain',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
const config = { projectId: 'portico-bench', networks: [localChain], adapters: [eip155Adapter()] };

createRoot(document.getElementById('root')).render(
  createElement(WalletModalProvider, { config }, createElement(ConnectButton)),
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portico minimal host</title>
  </head>
  <body>
    <main id="root"></main>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`;

/** Packs the library's current dist/ into `dest`; returns the tarball's path. */
export function packLibrary(repoRoot, dest) {
  mkdirSync(dest, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dest], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return join(dest, JSON.parse(out)[0].filename);
}

/** Apparent bytes of every file under `dir` (what `du -sb` counts), links not followed. */
function treeBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    total += stat.isDirectory() ? treeBytes(path) : stat.size;
  }
  return total;
}

/**
 * Installs `tarball` with react and react-dom (`reactVersion`, the versions the repository
 * tests with) into a new folder `dir`. Returns the install's bytes and package count.
 */
export function installHost(tarball, dir, reactVersion) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const local = join(dir, basename(tarball));
  copyFileSync(tarball, local);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'minimal-host', private: true, type: 'module' }),
  );
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `./${basename(tarball)}`,
      `react@${reactVersion}`,
      `react-dom@${reactVersion}`,
    ],
    { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  const packages = Object.keys(lock.packages).filter((key) => key !== '');
  const bytes = treeBytes(join(dir, 'node_modules'));
  const biggest = readdirSync(join(dir, 'node_modules'))
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(dir, 'node_modules', name)).map((sub) => `${name}/${sub}`)
        : [name],
    )
    .map((name) => ({ name, bytes: treeBytes(join(dir, 'node_modules', name)) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8);
  return { bytes, packages: packages.length, biggest };
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(chunks, start, into = new Set()) {
  if (into.has(start) || !chunks[start]) return into;
  into.add(start);
  for (const imported of chunks[start].imports) closure(chunks, imported, into);
  return into;
}

/**
 * Writes the app into the installed folder `dir` and bundles it with Vite (production,
 * defaults), React in a chunk of its own so the static start is reported with and without it.
 * Returns the output folder and the static initial JS (gzip -9 per file).
 */
export async function buildHost(dir) {
  writeFileSync(join(dir, 'main.js'), APP_SOURCE);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  const outDir = join(dir, 'dist');
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: { manualChunks: (id) => (REACT_MODULE.test(id) ? 'react' : undefined) },
      },
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((o) => o.output);
  const chunks = Object.fromEntries(
    output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
  const initial = [...closure(chunks, entry.fileName)];
  const rows = initial.map((file) => ({
    file,
    react: chunks[file].name === 'react',
    gzip: gzipSize(join(outDir, file)),
  }));
  const sum = (list) => list.reduce((total, row) => total + row.gzip, 0);
  const withoutReact = rows.filter((row) => !row.react);
  // The largest eager inputs of Portico's own initial chunks (rendered, minified bytes).
  const eagerInputs = withoutReact
    .flatMap(({ file }) => Object.entries(chunks[file].modules))
    .map(([id, module]) => ({
      input: relative(dir, id).replace(/^.*node_modules[\\/]/, ''),
      bytes: module.renderedLength,
    }))
    .filter((row) => row.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  return {
    outDir,
    initial: {
      files: rows,
      gzip: sum(rows),
      withoutReactGzip: sum(withoutReact),
      reactGzip: sum(rows.filter((row) => row.react)),
      eagerInputs,
    },
  };
}
