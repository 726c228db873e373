#!/usr/bin/env node
/**
 * The local Solana cluster (startSolanaRpc.mjs) as a service:
 *
 *   node test/stack/solana/cli.mjs [--port N] [--exit-with-stdin]
 *
 * Default port 8899 (the Solana CLI's local RPC port); 0 picks a free one. The WebSocket side
 * is on the same port. Prints one JSON line once ready: `{"url":…,"wsUrl":…,"controlUrl":…,
 * "genesisHash":…,"caipNetworkId":…,"mint":…,"devAddresses":[…]}`.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { DEFAULT_SOLANA_RPC_PORT, startSolanaRpc } from './startSolanaRpc.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_SOLANA_RPC_PORT) },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const solana = await startSolanaRpc({ port: parsePort(values.port) });
  serveUntilStopped(solana, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: solana.url,
      wsUrl: solana.wsUrl,
      controlUrl: solana.controlUrl,
      genesisHash: solana.genesisHash,
      caipNetworkId: solana.caipNetworkId,
      mint: solana.mint,
      devAddresses: solana.devAddresses,
    },
  });
  if (process.stdout.isTTY) console.error(`Solana RPC: ${solana.url} (WebSocket ${solana.wsUrl})`);
}

runIfMain(import.meta.url, main);
