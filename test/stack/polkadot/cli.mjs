#!/usr/bin/env node
/**
 * The local Polkadot chain (startPolkadotChain.mjs: chopsticks on Rococo Asset Hub's genesis
 * runtime) as a service:
 *
 *   node test/stack/polkadot/cli.mjs [--port N] [--log-level L] [--exit-with-stdin]
 *
 * Default port 9944; 0 picks a free one. Prints one JSON line once ready: `{"url":…,
 * "httpUrl":…,"port":…,"pid":…,"genesisHash":…,"caipNetworkId":…,"chainName":…,"symbol":…,
 * "decimals":…,"ss58Prefix":…,"existentialDeposit":…,"startBlockHash":…,"devAccounts":[…],
 * "startupMs":…}`. chopsticks' own log lines (warnings and errors by default) go to stderr.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { DEFAULT_POLKADOT_PORT, startPolkadotChain } from './startPolkadotChain.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_POLKADOT_PORT) },
      'log-level': { type: 'string', default: 'warn' },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  // The start takes seconds: a SIGINT, SIGTERM or (with --exit-with-stdin) the end of stdin
  // meanwhile stops chopsticks and removes its inputs before exiting.
  const starting = new AbortController();
  const abort = () => starting.abort();
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  if (values['exit-with-stdin']) process.stdin.once('end', abort).resume();
  const chain = await startPolkadotChain({
    port: parsePort(values.port),
    logLevel: values['log-level'],
    log: (line) => console.error(line),
    signal: starting.signal,
  });
  process.off('SIGINT', abort);
  process.off('SIGTERM', abort);
  process.stdin.off('end', abort);
  const { stop, ...description } = chain;
  serveUntilStopped({ stop }, { exitWithStdin: values['exit-with-stdin'], description });
  if (process.stdout.isTTY) console.error(`Polkadot chain (chopsticks): ${chain.url}`);
}

runIfMain(import.meta.url, main);
