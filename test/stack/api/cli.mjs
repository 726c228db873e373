#!/usr/bin/env node
/**
 * The product-API stand-in as a service:
 *
 *   node test/stack/api/cli.mjs [--port N] [--chain 31337=http://127.0.0.1:8545 …]
 *     [--bitcoin http://127.0.0.1:3002] [--exit-with-stdin]
 *
 * `--chain` (repeatable) names a local chain to read from and deploy the tokens to; `--bitcoin`
 * the local Bitcoin regtest chain's Esplora URL (test/stack/bitcoin/), whose BTC balances the
 * balance route reads. Prints one JSON line
 * `{"url":…,"controlUrl":…,"chains":[{chainId, caip2, rpcUrl, tokens}]}` once ready.
 * Jest tests start it this way: their CommonJS runtime cannot import this ES module.
 */
import { parseArgs } from 'node:util';
import { BITCOIN_CAIP_NETWORK_ID } from '../bitcoin/devAccounts.mjs';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { DEFAULT_API_PORT, startApiStandIn } from './startApiStandIn.mjs';

/**
 * `31337=http://127.0.0.1:8545` → { chainId, rpcUrl }; throws naming the flag otherwise.
 * @param {string} text
 */
export function parseChainFlag(text) {
  const match = /^(\d+)=(http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?.*)$/.exec(text);
  if (!match)
    throw new Error(`Invalid --chain ${text}: expected <chainId>=http://127.0.0.1:<port>`);
  return { chainId: Number(match[1]), rpcUrl: match[2] };
}

/**
 * `http://127.0.0.1:3002` → the regtest chain's `{ caipNetworkId, esploraUrl }`; throws otherwise.
 * @param {string} text
 */
export function parseBitcoinFlag(text) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(text))
    throw new Error(`Invalid --bitcoin ${text}: expected http://127.0.0.1:<port>`);
  return { caipNetworkId: BITCOIN_CAIP_NETWORK_ID, esploraUrl: text.replace(/\/$/, '') };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_API_PORT) },
      chain: { type: 'string', multiple: true, default: [] },
      bitcoin: { type: 'string' },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const api = await startApiStandIn({
    port: parsePort(values.port),
    chains: values.chain.map(parseChainFlag),
    ...(values.bitcoin !== undefined && { bitcoin: parseBitcoinFlag(values.bitcoin) }),
  });
  serveUntilStopped(api, {
    exitWithStdin: values['exit-with-stdin'],
    description: { url: api.url, controlUrl: api.controlUrl, chains: api.chains },
  });
}

runIfMain(import.meta.url, main);
