#!/usr/bin/env node
/**
 * The local Cosmos chain (startCosmosStandIn.mjs) as a service:
 *
 *   node test/stack/cosmos/cli.mjs [--port N] [--exit-with-stdin]
 *
 * Default port 26657 (CometBFT's RPC); 0 picks a free one. Prints one JSON line once ready:
 * `{"url":…,"controlUrl":…,"chainId":…,"caipNetworkId":…,"denom":…,"decimals":…,
 * "bech32Prefix":…,"gasPrice":…,"devAccounts":[{index,address,publicKey}…]}`.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { DEFAULT_COSMOS_PORT, startCosmosStandIn } from './startCosmosStandIn.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_COSMOS_PORT) },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const cosmos = await startCosmosStandIn({ port: parsePort(values.port) });
  serveUntilStopped(cosmos, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: cosmos.url,
      controlUrl: cosmos.controlUrl,
      chainId: cosmos.chainId,
      caipNetworkId: cosmos.caipNetworkId,
      denom: cosmos.denom,
      decimals: cosmos.decimals,
      bech32Prefix: cosmos.bech32Prefix,
      gasPrice: cosmos.gasPrice,
      devAccounts: cosmos.devAccounts,
    },
  });
  if (process.stdout.isTTY) console.error(`Cosmos local chain (CometBFT RPC): ${cosmos.url}`);
}

runIfMain(import.meta.url, main);
