#!/usr/bin/env node
/**
 * The local Bitcoin regtest chain (startBitcoinStandIn.mjs) as a service:
 *
 *   node test/stack/bitcoin/cli.mjs [--port N] [--exit-with-stdin]
 *
 * Default port 3002; 0 picks a free one. Prints one JSON line once ready:
 * `{"url":…,"controlUrl":…,"caipNetworkId":…,"genesisHash":…,"devAccounts":[…]}`.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { DEFAULT_BITCOIN_PORT, startBitcoinStandIn } from './startBitcoinStandIn.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_BITCOIN_PORT) },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const bitcoin = await startBitcoinStandIn({ port: parsePort(values.port) });
  serveUntilStopped(bitcoin, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: bitcoin.url,
      controlUrl: bitcoin.controlUrl,
      caipNetworkId: bitcoin.caipNetworkId,
      genesisHash: bitcoin.genesisHash,
      devAccounts: bitcoin.devAccounts,
    },
  });
  if (process.stdout.isTTY) console.error(`Bitcoin regtest (Esplora API): ${bitcoin.url}`);
}

runIfMain(import.meta.url, main);
