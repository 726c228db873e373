// Packs the library as npm would publish it, installs the tarball into a fresh React app in a
// temporary folder, and renders with it from both ESM and CommonJS.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  OPENED,
  freshApp,
  pkg,
  reactPeers,
  readWithStaticImports,
  root,
  run,
} from './freshApp.mjs';

let app;
let remove = () => {};

before(() => {
  // The eip155 adapter's optional peer, for portico/testing and sign-in checks.
  ({ app, remove } = freshApp([...reactPeers(), `ethers@${pkg.devDependencies.ethers}`]));
});

after(() => remove());

const appSource = (importLine) => `${importLine}
const network = { id: 31337, name: 'Local chain', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const modal = createWalletModal({ projectId: 'fresh-app', networks: [network] });
const html = renderToString(createElement(WalletModalProvider, { modal }, createElement(ConnectButton)));
${OPENED}
opened(modal).then((open) => console.log(JSON.stringify({ html, open })));
`;

test('the packed tarball ships only dist and the manifest', () => {
  const files = JSON.parse(run('npm', ['pack', '--dry-run', '--json'], root))[0].files.map(
    (f) => f.path,
  );
  assert.ok(files.includes('dist/index.js'));
  assert.ok(files.includes('dist/index.cjs'));
  assert.ok(files.includes('dist/index.d.ts'));
  assert.ok(files.includes('dist/styles.css'));
  assert.ok(files.includes('dist/testing.js') && files.includes('dist/testing.d.ts'));
  for (const ext of ['js', 'cjs', 'd.ts'])
    assert.ok(files.includes(`dist/adapters/eip155.${ext}`), `dist/adapters/eip155.${ext}`);
  for (const ext of ['js', 'cjs', 'd.ts'])
    assert.ok(files.includes(`dist/adapters/universal.${ext}`), `dist/adapters/universal.${ext}`);
  for (const ext of ['js', 'cjs', 'd.ts'])
    assert.ok(files.includes(`dist/adapters/solana.${ext}`), `dist/adapters/solana.${ext}`);
  for (const ext of ['js', 'cjs', 'd.ts'])
    assert.ok(files.includes(`dist/adapters/bitcoin.${ext}`), `dist/adapters/bitcoin.${ext}`);
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
  const resolved = run(
    'node',
    ['-e', "console.log(require.resolve('portico/styles.css'))"],
    app,
  ).trim();
  assert.match(resolved, /node_modules\/portico\/dist\/styles\.css$/);
});

// The adapter as a host installs it: `portico/adapters/eip155`, with ethers as its peer.
const adapterSource = (importLines) => `${importLines}
const adapter = eip155Adapter();
const network = { id: 31337, name: 'Local chain', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const modal = createWalletModal({ projectId: 'fresh-app', networks: [network], adapters: [adapter] });
// Errors from the adapter are the core's classes: one shared chunk, not two copies.
const error = await adapter.connect({ connectorId: 'nope', network }).catch((e) => e);
${OPENED}
console.log(JSON.stringify({
  namespace: adapter.namespace,
  capabilities: adapter.capabilities,
  units: adapter.chain.formatUnits(adapter.chain.parseUnits('1.5', 18), 18),
  isAddress: adapter.chain.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  porticoError: error instanceof PorticoError,
  code: error?.code,
  open: await opened(modal),
}));
modal.destroy();
`;

function assertAdapterWorks(out) {
  assert.equal(out.namespace, 'eip155');
  assert.equal(out.capabilities.switchNetwork, true);
  assert.equal(out.units, '1.5');
  assert.equal(out.isAddress, true);
  assert.equal(out.porticoError, true);
  assert.equal(out.code, 'CONNECTOR_NOT_FOUND');
  assert.equal(out.open, true);
}

test('portico/adapters/eip155 imports through ESM', () => {
  writeFileSync(
    path.join(app, 'adapter-esm.mjs'),
    adapterSource(
      "import { createWalletModal, PorticoError } from 'portico';\nimport { eip155Adapter } from 'portico/adapters/eip155';",
    ),
  );
  assertAdapterWorks(JSON.parse(run('node', ['adapter-esm.mjs'], app)));
});

test('portico/adapters/eip155 imports through CommonJS', () => {
  writeFileSync(
    path.join(app, 'adapter-cjs.cjs'),
    `(async () => {\n${adapterSource(
      "const { createWalletModal, PorticoError } = require('portico');\nconst { eip155Adapter } = require('portico/adapters/eip155');",
    )}\n})();`,
  );
  assertAdapterWorks(JSON.parse(run('node', ['adapter-cjs.cjs'], app)));
});

test('portico/adapters/universal loads without its optional peer and imports the SDK only on demand', () => {
  // The fresh app has no @walletconnect/universal-provider: creating the adapter and the
  // modal must still work; the SDK is a dynamic import, reached on the first pick.
  writeFileSync(
    path.join(app, 'universal-esm.mjs'),
    `import { createWalletModal, pairing } from 'portico';
import { eip155Adapter } from 'portico/adapters/eip155';
import { universalAdapter } from 'portico/adapters/universal';
const network = { id: 31337, name: 'Local chain', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const wc = universalAdapter({ relayUrl: 'ws://127.0.0.1:1' });
const modal = createWalletModal({ projectId: 'p', networks: [network],
  adapters: [eip155Adapter()], sources: [pairing(wc)] });
const ids = wc.getConnectors().map((c) => c.id);
modal.destroy();
console.log(JSON.stringify({ ids }));`,
  );
  const out = JSON.parse(run('node', ['universal-esm.mjs'], app));
  assert.ok(out.ids.includes('walletConnect'), JSON.stringify(out.ids));
  for (const file of ['adapters/universal.js', 'adapters/universal.cjs']) {
    const code = readWithStaticImports(app, file);
    assert.doesNotMatch(
      code,
      /(?:from|require\()\s*['"]@walletconnect\/universal-provider['"]/,
      `${file} imports the SDK statically`,
    );
    assert.match(
      code,
      /import\(\s*['"]@walletconnect\/universal-provider['"]\s*\)/,
      `${file} imports the SDK on demand`,
    );
  }
});

test('portico/adapters/solana loads without its optional peer @solana/web3.js and imports it only on demand', () => {
  // The fresh app has no @solana/web3.js: the adapter, its networks and the modal must work;
  // web3.js is a dynamic import, reached on the first send.
  writeFileSync(
    path.join(app, 'solana-esm.mjs'),
    `import { createWalletModal, pairing } from 'portico';
import { solanaAdapter, solanaChain, solanaLocalnet } from 'portico/adapters/solana';
const network = solanaLocalnet('http://127.0.0.1:1');
const modal = createWalletModal({ projectId: 'p', networks: [network], adapters: [solanaAdapter()] });
${OPENED}
const out = {
  caip: network.caipNetworkId,
  valid: solanaChain.isAddress('83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g'),
  invalid: solanaChain.isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
  units: solanaChain.formatUnits(solanaChain.parseUnits('0.25', 9), 9),
  open: await opened(modal),
};
modal.destroy();
console.log(JSON.stringify(out));`,
  );
  const out = JSON.parse(run('node', ['solana-esm.mjs'], app));
  assert.deepEqual(out, {
    caip: 'solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP',
    valid: true,
    invalid: false,
    units: '0.25',
    open: true,
  });
  const dist = path.join(app, 'node_modules/portico/dist');
  const files = readdirSync(dist, { recursive: true }).filter((f) => /\.c?js$/.test(f));
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    assert.doesNotMatch(
      code,
      /(?:from|require\()\s*['"]@solana\/web3\.js['"]/,
      `${file} imports @solana/web3.js statically`,
    );
  }
  assert.ok(
    files.some((file) =>
      /import\(\s*['"]@solana\/web3\.js['"]\s*\)/.test(readFileSync(path.join(dist, file), 'utf8')),
    ),
    'some file imports @solana/web3.js on demand',
  );
});

test('portico/adapters/bitcoin loads without its optional peer bitcoinjs-lib and imports it only on demand', () => {
  // The fresh app has no bitcoinjs-lib: the adapter, its networks, address checks (bech32, a
  // dependency) and the modal must work; bitcoinjs-lib is reached on the first send or check.
  writeFileSync(
    path.join(app, 'bitcoin-esm.mjs'),
    `import { createWalletModal, pairing } from 'portico';
import { bitcoinAdapter, bitcoinChain, bitcoinRegtest } from 'portico/adapters/bitcoin';
const network = bitcoinRegtest('http://127.0.0.1:1');
const modal = createWalletModal({ projectId: 'p', networks: [network], adapters: [bitcoinAdapter()] });
${OPENED}
const out = {
  caip: network.caipNetworkId,
  payment: bitcoinChain.isAddress('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'),
  taproot: bitcoinChain.isAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'),
  invalid: bitcoinChain.isAddress('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuv'),
  units: bitcoinChain.formatUnits(bitcoinChain.parseUnits('0.001', 8), 8),
  open: await opened(modal),
};
modal.destroy();
console.log(JSON.stringify(out));`,
  );
  const out = JSON.parse(run('node', ['bitcoin-esm.mjs'], app));
  assert.deepEqual(out, {
    caip: 'bip122:0f9188f13cb7b2f71f2a335e3a4fc328',
    payment: true,
    taproot: true,
    invalid: false,
    units: '0.001',
    open: true,
  });
  const dist = path.join(app, 'node_modules/portico/dist');
  const files = readdirSync(dist, { recursive: true }).filter((f) => /\.c?js$/.test(f));
  for (const file of files) {
    const code = readFileSync(path.join(dist, file), 'utf8');
    assert.doesNotMatch(
      code,
      /(?:from|require\()\s*['"]bitcoinjs-lib['"]/,
      `${file} imports bitcoinjs-lib statically`,
    );
  }
  assert.ok(
    files.some((file) =>
      /import\(\s*['"]bitcoinjs-lib['"]\s*\)/.test(readFileSync(path.join(dist, file), 'utf8')),
    ),
    'some file imports bitcoinjs-lib on demand',
  );
});

test('the eip155 adapter never imports the ethers barrel (today it needs no ethers at all)', () => {
  for (const file of ['adapters/eip155.js', 'adapters/eip155.cjs']) {
    const code = readWithStaticImports(app, file);
    const specifiers = [...code.matchAll(/(?:from |require\()'(ethers[^']*)'/g)].map((m) => m[1]);
    assert.deepEqual(
      specifiers.filter((s) => s === 'ethers'),
      [],
      `${file} imports ethers by subpath only`,
    );
  }
  const resolved = run(
    'node',
    ['-e', "console.log(require.resolve('portico/adapters/eip155'))"],
    app,
  ).trim();
  assert.match(resolved, /node_modules\/portico\/dist\/adapters\/eip155\.cjs$/);
});

test('portico/adapters/eip155 type-checks against the packed declarations', () => {
  writeFileSync(
    path.join(app, 'adapter-types.mts'),
    `import { eip155Adapter, type Eip155AdapterOptions } from 'portico/adapters/eip155';
import type { ChainAdapter } from 'portico';
const options: Eip155AdapterOptions = { rankRpcUrls: false };
const adapter: ChainAdapter = eip155Adapter(options);
export const namespace: 'eip155' = adapter.namespace as 'eip155';
// @ts-expect-error the options are checked
eip155Adapter({ rankRpcUrls: 'yes' });
`,
  );
  // The repository's TypeScript, resolving the way Node does (package exports, "types" first).
  // If the declarations did not resolve, everything would be `any` and @ts-expect-error would fail.
  writeFileSync(
    path.join(app, 'tsconfig.adapter.json'),
    JSON.stringify({
      compilerOptions: {
        noEmit: true,
        strict: true,
        skipLibCheck: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: [],
      },
      files: ['adapter-types.mts'],
    }),
  );
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.adapter.json'], app);
  } catch (error) {
    assert.fail(`tsc: ${error.stdout}${error.stderr}`);
  }
});

/** The README's code blocks marked `<!-- quick-start: NAME -->`, as written. */
function quickStartBlocks() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/<!-- quick-start: (\S+) -->\s*```\w*\n([\s\S]*?)```/g)];
  return blocks.map(([, name, code]) => ({ name, code }));
}

test('the README quick start type-checks and builds as written against the packed package', () => {
  const blocks = quickStartBlocks();
  assert.deepEqual(
    blocks.map((b) => b.name),
    ['App.tsx', 'modal.ts', 'wallet-test.ts'],
  );
  const dir = path.join(app, 'quickstart');
  run('mkdir', ['-p', dir], app);
  for (const { name, code } of blocks) writeFileSync(path.join(dir, name), code);
  // The peers the README names: react and react-dom (with their types, as a TypeScript host
  // has them) and ethers for portico/testing.
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `@types/react@${pkg.devDependencies['@types/react']}`,
      `@types/react-dom@${pkg.devDependencies['@types/react-dom']}`,
    ],
    app,
  );
  writeFileSync(
    path.join(app, 'tsconfig.quickstart.json'),
    JSON.stringify({
      compilerOptions: {
        noEmit: true,
        strict: true,
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        types: [],
        skipLibCheck: true,
      },
      include: ['quickstart'],
    }),
  );
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  try {
    run(process.execPath, [tsc, '-p', 'tsconfig.quickstart.json'], app);
  } catch (error) {
    assert.fail(`the quick start does not type-check:\n${error.stdout}${error.stderr}`);
  }
  // And a bundler builds it (esbuild, with the stylesheet import the README shows).
  const esbuild = path.join(root, 'node_modules/esbuild/bin/esbuild');
  run(
    esbuild,
    [
      'quickstart/App.tsx',
      'quickstart/modal.ts',
      '--bundle',
      '--format=esm',
      '--jsx=automatic',
      '--outdir=quickstart-dist',
      '--external:react',
      '--external:react-dom',
      '--log-level=error',
    ],
    app,
  );
});
