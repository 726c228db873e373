import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  E2E_PORT,
  REPO_ROOT,
  TEST_CHROMIUM_PATH,
} from './env';

/**
 * Browser tests against the built demo (`npm run build:demo`; global setup builds it when
 * missing), served by `npm start`'s script with its own two anvil chains on free ports. The
 * web server starts before global setup, so its readiness probe is a health path that
 * answers before the demo exists (the chains are up before the server listens). The same
 * server runs the local WalletConnect relay and peer wallet on free ports; tests find their
 * URLs (and the control APIs, see test/stack/walletconnect/controls.ts) in `/__stack.json`.
 */
const EMBEDDED_WALLET_SPECS = [
  'email.spec.ts',
  'social.spec.ts',
  'smartAccount.spec.ts',
  'names.spec.ts',
  'smartSessions.spec.ts',
  'approvalAttacks.spec.ts',
];

/**
 * The shared EVM scenarios (connect and a rejection, reload, network switch, 4902,
 * sends with a node's refusal, sign-in: tests tagged `@adapters`) run again through the wagmi and ethers v5 adapters (`?adapter=`, read by
 * `gotoWithWallet` from the project's metadata). They send from the same dev accounts as the
 * chromium project, so each adapter's project runs after the one before it.
 */
const ADAPTER_SPECS = [
  'evm-connect.spec.ts',
  'evm-networks.spec.ts',
  'send.spec.ts',
  'siwx.spec.ts',
];
/**
 * The fault matrix flips global switches other specs rely on: the relay's refusal
 * and the peer wallet's script (walletconnect.spec.ts), the Solana cluster's `down`
 * (solana.spec.ts). It runs once the projects whose specs share those stand-ins are done
 * (run it alone with `--project=faults --no-deps`).
 */
const FAULT_SPECS = ['faults.spec.ts'];
/**
 * axe over the Storybook build: it uses no stand-in, so it runs after chromium's, beside the
 * embedded wallet's one-at-a-time specs, in the worker those leave free.
 */
const STORIES_SPECS = ['storiesAxe.spec.ts'];

const adapterProject = (evmAdapter: 'wagmi' | 'ethers5', after: string) => ({
  name: evmAdapter,
  testMatch: ADAPTER_SPECS,
  grep: /@adapters/,
  metadata: { evmAdapter },
  dependencies: [after],
});

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: resolve(REPO_ROOT, 'test-results/e2e-artifacts'),
  globalSetup: './globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that passes only on a second try is a failing test.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Guards against a hang, not deadlines: a test waits for state, and a machine busy with
  // other work (two CPU hogs beside the suite's two workers) must not fail it.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: resolve(REPO_ROOT, 'test-results/e2e.json') }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  // Playwright runs the projects in phases: a project starts once the projects it depends on
  // have finished. First chromium's specs on both workers; then the embedded wallet's specs
  // one at a time (they share the secure site's global fault switches and providers'
  // scripts) in one worker, with the stories' axe run and the wagmi project in the other;
  // then the fault matrix beside the ethers5 project.
  projects: [
    {
      name: 'chromium',
      testIgnore: [...EMBEDDED_WALLET_SPECS, ...FAULT_SPECS, ...STORIES_SPECS],
    },
    // In the full browser: its secure frame meets the browser's third-party storage setting
    // (denied in a default context here), which the headless shell does not apply.
    {
      name: 'embedded-wallet',
      testMatch: EMBEDDED_WALLET_SPECS,
      workers: 1,
      dependencies: ['chromium'],
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    { name: 'stories', testMatch: STORIES_SPECS, dependencies: ['chromium'] },
    { name: 'faults', testMatch: FAULT_SPECS, dependencies: ['chromium', 'embedded-wallet'] },
    adapterProject('wagmi', 'chromium'),
    adapterProject('ethers5', 'wagmi'),
  ],
  webServer: {
    command: 'node test/stack/start.mjs --no-build',
    cwd: REPO_ROOT,
    // The suite's own anvils, relay and peer wallet, on free ports: the page learns them from
    // the server.
    env: {
      PORT: String(E2E_PORT),
      PORTICO_ANVIL_PORTS: '0,0',
      PORTICO_RELAY_PORT: '0',
      PORTICO_WALLET_PORT: '0',
      PORTICO_API_PORT: '0',
      PORTICO_SOLANA_PORT: '0',
      PORTICO_BITCOIN_PORT: '0',
      PORTICO_POLKADOT_PORT: '0',
      PORTICO_COSMOS_PORT: '0',
    },
    url: `${BASE_URL}/__health`,
    reuseExistingServer: false,
    // The stack compiles the smart account (cached after the first run) and starts Alto, whose
    // very first start on a fresh clone takes about 11 s. A guard against a hang, not a
    // deadline: on a machine busy with other work the whole stack took 94 s to come up.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
