#!/usr/bin/env node
/**
 * `npm start`: builds the demo (skip with --no-build) and serves it on 127.0.0.1 under a strict
 * CSP. Port: --port N (0 picks a free one), else $PORT, else 5173.
 * Later stages add the local chain, the relay and the API stand-ins to `services` below.
 */
import { parseArgs } from 'node:util';
import { buildDemo, demoDist, isDemoBuilt } from './buildDemo.mjs';
import { startStaticServer } from './staticServer.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port ?? process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}

if (!values['no-build']) {
  await buildDemo();
} else if (!isDemoBuilt()) {
  console.warn(`Warning: ${demoDist}index.html is missing; run \`npm run build:demo\`.`);
}

/** Everything started, stopped in reverse order on exit. */
const services = [];

const demo = await startStaticServer({ root: demoDist, port });
services.push({ name: 'demo', stop: demo.close });

console.log(`Portico demo: ${demo.url}`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  for (const service of services.reverse()) {
    try {
      await service.stop();
    } catch (error) {
      console.error(`Stopping ${service.name} failed`, error);
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
