#!/usr/bin/env node
/**
 * `npm start`: builds the demo (skip with --no-build), starts the local chains and serves the
 * demo on 127.0.0.1 under a strict CSP.
 *
 *   --port N          the demo's port (0 picks a free one); else $PORT, else 5173.
 *   --anvil-ports A,B the two local chains' ports (0 picks a free one); else $PORTICO_ANVIL_PORTS.
 *                     Given ports are required; by default 8545 and 8546, each falling back to a
 *                     free port (with a warning) when taken.
 *   --no-chain        serve the demo without the chains.
 *
 * The page learns the chains' RPC URLs from `<meta name="portico-stack">`, which the server adds
 * to every HTML page (also served at /__stack.json), so any port works under the strict CSP.
 * Ctrl+C (SIGINT), SIGTERM, or a failed start stops everything that was started.
 */
import { parseArgs } from 'node:util';
import { buildDemo, demoDist, isDemoBuilt } from './buildDemo.mjs';
import { parsePorts, startLocalChains } from './chain/startLocalChains.mjs';
import { startStaticServer } from './staticServer.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-chain': { type: 'boolean', default: false },
    port: { type: 'string' },
    'anvil-ports': { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port ?? process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
const anvilPortsText = values['anvil-ports'] ?? process.env.PORTICO_ANVIL_PORTS;
let anvilPorts;
try {
  anvilPorts = anvilPortsText ? parsePorts(anvilPortsText) : undefined;
} catch (error) {
  console.error(`Invalid --anvil-ports: ${error.message}`);
  process.exit(2);
}

/** Everything started, stopped in reverse order on exit. */
const services = [];

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const service of services.reverse()) {
    try {
      await service.stop();
    } catch (error) {
      console.error(`Stopping ${service.name} failed`, error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(129));

try {
  if (!values['no-build']) {
    await buildDemo();
  } else if (!isDemoBuilt()) {
    console.warn(`Warning: ${demoDist}index.html is missing; run \`npm run build:demo\`.`);
  }

  const stack = { chains: [] };
  if (!values['no-chain']) {
    const local = await startLocalChains(anvilPorts ? { ports: anvilPorts } : {});
    services.push({ name: 'local chains', stop: local.stop });
    stack.chains = local.chains.map(({ chainId, name, url }) => ({ chainId, name, rpcUrl: url }));
  }

  const demo = await startStaticServer({ root: demoDist, port, stack });
  services.push({ name: 'demo', stop: demo.close });

  for (const chain of stack.chains) console.log(`Local chain ${chain.chainId} (${chain.name}): ${chain.rpcUrl}`);
  console.log(`Portico demo: ${demo.url}`);
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}
