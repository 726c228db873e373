// Packs the library as npm would publish it, installs the tarball into a fresh React app in a
// temporary folder, and renders with it from both ESM and CommonJS.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let app;

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

before(() => {
  app = mkdtempSync(path.join(tmpdir(), 'portico-pack-'));
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], root));
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'fresh-host-app', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `./${filename}`,
      `react@${pkg.devDependencies.react}`,
      `react-dom@${pkg.devDependencies['react-dom']}`,
    ],
    app,
  );
});

after(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

const appSource = (importLine) => `${importLine}
const network = { id: 31337, name: 'Local chain', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const modal = createWalletModal({ projectId: 'fresh-app', networks: [network] });
const html = renderToString(createElement(WalletModalProvider, { modal }, createElement(ConnectButton)));
modal.open();
console.log(JSON.stringify({ html, open: modal.getSnapshot().isOpen }));
`;

test('the packed tarball ships only dist and the manifest', () => {
  const files = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], root))[0].files.map((f) => f.path);
  assert.ok(files.includes('dist/index.js'));
  assert.ok(files.includes('dist/index.cjs'));
  assert.ok(files.includes('dist/index.d.ts'));
  assert.ok(files.includes('dist/styles.css'));
  assert.ok(files.includes('dist/testing.js') && files.includes('dist/testing.d.ts'));
  assert.deepEqual(
    files.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md'),
    [],
  );
});

test('a fresh React app renders it through ESM', () => {
  writeFileSync(
    path.join(app, 'esm.mjs'),
    appSource(
      "import { createElement } from 'react'; import { renderToString } from 'react-dom/server';\nimport { ConnectButton, WalletModalProvider, createWalletModal } from 'portico';",
    ),
  );
  const out = JSON.parse(run('node', ['esm.mjs'], app));
  assert.match(out.html, /Connect Wallet/);
  assert.equal(out.open, true);
});

test('a fresh React app renders it through CommonJS', () => {
  writeFileSync(
    path.join(app, 'cjs.cjs'),
    appSource(
      "const { createElement } = require('react'); const { renderToString } = require('react-dom/server');\nconst { ConnectButton, WalletModalProvider, createWalletModal } = require('portico');",
    ),
  );
  const out = JSON.parse(run('node', ['cjs.cjs'], app));
  assert.match(out.html, /Connect Wallet/);
});

test('the stylesheet resolves as portico/styles.css', () => {
  const resolved = run('node', ['-e', "console.log(require.resolve('portico/styles.css'))"], app).trim();
  assert.match(resolved, /node_modules\/portico\/dist\/styles\.css$/);
});
