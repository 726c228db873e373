#!/usr/bin/env node
/**
 * The Farcaster relay and sign-in app as a service:
 *
 *   node test/stack/farcaster/cli.mjs --rpc http://127.0.0.1:8545 [--port N] [--exit-with-stdin]
 *
 * `--rpc` is a local anvil chain: the IdRegistry look-alike is written there at start.
 * Prints one JSON line once ready: `{"url":…,"controlUrl":…,"idRegistry":…,"users":[{fid,
 * username, displayName, custody}]}`. In a terminal it also says, on stderr, how to approve.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { startFarcasterRelay } from './startFarcasterRelay.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      rpc: { type: 'string' },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.rpc) throw new Error('--rpc <anvil URL> is required');
  const relay = await startFarcasterRelay({ port: parsePort(values.port), rpcUrl: values.rpc });
  serveUntilStopped(relay, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: relay.url,
      controlUrl: relay.controlUrl,
      idRegistry: relay.idRegistry,
      users: relay.users,
    },
  });
  if (process.stdout.isTTY)
    console.error(
      `Farcaster relay: ${relay.url} (open a channel's sign-in URL to approve; control: ${relay.controlUrl})`,
    );
}

runIfMain(import.meta.url, main);
