// Each optional eip155 adapter entry installed into a fresh app with only its own peers:
// `portico/adapters/wagmi` with @wagmi/core and viem (no ethers), `portico/adapters/ethers5`
// with ethers 5 as plain `ethers` (the repository has it under an alias).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { OPENED, freshApp, pkg, reactPeers, readWithStaticImports, run } from './freshApp.mjs';

const network = `{ id: 31337, name: 'Local chain', chainNamespace: 'eip155', caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }`;

/** Writes `source` as `name` in `app`, runs it with Node and returns what it printed as JSON. */
function runScript(app, name, source) {
  writeFileSync(path.join(app, name), source);
  return JSON.parse(run('node', [name], app));
}

describe('portico/adapters/wagmi with only @wagmi/core and viem', () => {
  let app;
  let remove = () => {};
  before(() => {
    ({ app, remove } = freshApp([
      ...reactPeers(),
      `@wagmi/core@${pkg.devDependencies['@wagmi/core']}`,
      `viem@${pkg.devDependencies.viem}`,
    ]));
  });
  after(() => remove());

  test('the host config drives the modal; networks that differ are refused by name', () => {
    assert.equal(existsSync(path.join(app, 'node_modules/ethers')), false, 'no ethers installed');
    const out = runScript(
      app,
      'wagmi-esm.mjs',
      `import { createConfig, http } from '@wagmi/core';
import { createWalletModal, ConfigError } from 'portico';
import { wagmiAdapter, wagmiNetworks } from 'portico/adapters/wagmi';
const network = ${network};
const config = createConfig({ chains: [{ ...network, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }],
  transports: { 31337: http('http://127.0.0.1:1') } });
const adapter = wagmiAdapter({ config });
const modal = createWalletModal({ projectId: 'p', networks: wagmiNetworks(config), adapters: [adapter] });
let refused;
try {
  createWalletModal({ projectId: 'p', networks: [{ ...network, id: 1, caipNetworkId: 'eip155:1' }],
    adapters: [wagmiAdapter({ config })] });
} catch (error) { refused = { configError: error instanceof ConfigError, message: error.message }; }
${OPENED}
const out = { namespace: adapter.namespace,
  open: await opened(modal), refused };
modal.destroy();
console.log(JSON.stringify(out));`,
    );
    assert.equal(out.namespace, 'eip155');
    assert.equal(out.open, true);
    assert.equal(out.refused.configError, true);
    assert.match(out.refused.message, /eip155:1 in networks but not in the wagmi config's chains/);
    assert.match(
      out.refused.message,
      /eip155:31337 in the wagmi config's chains but not in networks/,
    );
  });

  test('the entry imports @wagmi/core, never ethers or another chain SDK', () => {
    const code = readFileSync(
      path.join(app, 'node_modules/portico/dist/adapters/wagmi.js'),
      'utf8',
    );
    assert.match(code, /from\s*['"]@wagmi\/core['"]/);
    assert.doesNotMatch(code, /['"](ethers|ethers5|@solana\/web3\.js)(\/[^'"]*)?['"]/);
  });
});

describe('portico/adapters/ethers5 with only ethers 5', () => {
  let app;
  let remove = () => {};
  before(() => {
    ({ app, remove } = freshApp([...reactPeers(), 'ethers@5.7.2']));
  });
  after(() => remove());

  const source = (imports) => `${imports}
const adapter = ethers5Adapter();
const network = ${network};
const modal = createWalletModal({ projectId: 'p', networks: [network], adapters: [adapter] });
const error = await adapter.connect({ connectorId: 'nope', network }).catch((e) => e);
const wallet = Wallet.createRandom();
const signature = await wallet.signMessage('Sign in to the fresh app');
const verified = await ethers5SignIn.verifySignature({ message: 'Sign in to the fresh app', signature, address: wallet.address })
  .then(() => true, () => false);
const wrongSigner = await ethers5SignIn.verifySignature({ message: 'Sign in to the fresh app', signature,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }).then(() => true, () => false);
${OPENED}
console.log(JSON.stringify({
  namespace: adapter.namespace,
  ethers: version,
  units: adapter.chain.formatUnits(adapter.chain.parseUnits('1.5', 18), 18),
  porticoError: error instanceof PorticoError,
  code: error?.code,
  verified,
  wrongSigner,
  open: await opened(modal),
}));
modal.destroy();
`;

  const expected = {
    namespace: 'eip155',
    ethers: 'ethers/5.7.2',
    units: '1.5',
    porticoError: true,
    code: 'CONNECTOR_NOT_FOUND',
    verified: true,
    wrongSigner: false,
    open: true,
  };

  test('it imports through ESM, on the host’s ethers 5', () => {
    const out = runScript(
      app,
      'ethers5-esm.mjs',
      source(`import { Wallet, version } from 'ethers';
import { createWalletModal, PorticoError } from 'portico';
import { ethers5Adapter, ethers5SignIn } from 'portico/adapters/ethers5';`),
    );
    assert.deepEqual(out, expected);
  });

  test('it imports through CommonJS', () => {
    const out = runScript(
      app,
      'ethers5-cjs.cjs',
      `(async () => {\n${source(`const { Wallet, version } = require('ethers');
const { createWalletModal, PorticoError } = require('portico');
const { ethers5Adapter, ethers5SignIn } = require('portico/adapters/ethers5');`)}\n})();`,
    );
    assert.deepEqual(out, expected);
  });

  test('the published entry names ethers, not the repository’s alias', () => {
    for (const file of ['adapters/ethers5.js', 'adapters/ethers5.cjs']) {
      const code = readWithStaticImports(app, file);
      assert.doesNotMatch(
        code,
        /(?:from|require\()\s*['"]ethers5['"]/,
        `${file} imports the alias`,
      );
      assert.match(code, /(?:from|require\()\s*['"]ethers['"]/, `${file} imports ethers`);
    }
  });
});
