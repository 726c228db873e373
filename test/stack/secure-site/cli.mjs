#!/usr/bin/env node
/**
 * The secure site as a service:
 *
 *   node test/stack/secure-site/cli.mjs [--port N] [--chain 31337=http://127.0.0.1:8545 …] [--exit-with-stdin]
 *
 * Prints one JSON line `{"url":…,"origin":…,"controlUrl":…}` once ready.
 */
import { parseArgs } from 'node:util';
import { parseChainFlag } from '../api/cli.mjs';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { startSecureSite } from './startSecureSite.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      chain: { type: 'string', multiple: true, default: [] },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const site = await startSecureSite({
    port: parsePort(values.port),
    chains: values.chain.map(parseChainFlag),
  });
  serveUntilStopped(site, {
    exitWithStdin: values['exit-with-stdin'],
    description: { url: site.url, origin: site.origin, controlUrl: site.controlUrl },
  });
}

runIfMain(import.meta.url, main);
