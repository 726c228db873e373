// A fresh host app in a temporary folder with the packed library and only the peers it names:
// what `npm install portico <peers>` gives a host.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

export function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** React and React DOM at the versions the repository tests with. */
export const reactPeers = () => [
  `react@${pkg.devDependencies.react}`,
  `react-dom@${pkg.devDependencies['react-dom']}`,
];

/**
 * Packs the library as npm would publish it into a new temporary folder, installs the tarball
 * there with `peers`, and returns the folder and a `remove()`.
 */
export function freshApp(peers) {
  const app = mkdtempSync(path.join(tmpdir(), 'portico-pack-'));
  const [{ filename }] = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', app], root),
  );
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'fresh-host-app', private: true, type: 'module' }),
  );
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${filename}`, ...peers],
    app,
  );
  return { app, remove: () => rmSync(app, { recursive: true, force: true }) };
}

/**
 * The code of a published file of `portico/dist` and of every file it imports statically
 * through relative paths, transitively (ESM `import`/`export … from`, CJS `require`): what
 * loading it runs. The ES build keeps one file per module, so an entry alone shows little.
 */
export function readWithStaticImports(app, file) {
  const dist = path.join(app, 'node_modules/portico/dist');
  const seen = new Set();
  const codes = [];
  const visit = (absolute) => {
    if (seen.has(absolute) || !existsSync(absolute)) return;
    seen.add(absolute);
    const code = readFileSync(absolute, 'utf8');
    codes.push(code);
    const specifiers = [
      ...code.matchAll(
        /(?:^|[;\s])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g,
      ),
      ...code.matchAll(/require\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) visit(path.join(path.dirname(absolute), specifier));
  };
  visit(path.join(dist, file));
  return codes.join('\n');
}

/**
 * For a generated app: `opened(modal)` opens the modal and resolves true once it shows open.
 * Host calls made before the saga runtime has loaded (it loads right after startup) are held
 * and replayed in order, so the very first open can land a few tasks after the call.
 */
export const OPENED = `const opened = (modal) => new Promise((resolve) => {
  const stop = modal.subscribeState((snapshot) => { if (snapshot.isOpen) { stop(); resolve(true); } });
  modal.open();
  if (modal.getSnapshot().isOpen) { stop(); resolve(true); }
});`;
