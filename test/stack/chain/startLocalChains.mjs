/**
 * Starts the offline stack's local EVM chains (localChains.json): one anvil each.
 *
 * `ports` maps each chain to a port: by default the fixed ones of localChains.json (8545,
 * 8546). When a default port is taken, that chain falls back to a free port and a warning
 * says so: the demo learns its RPC URLs from the server, so it follows. Ports given
 * explicitly are required: a taken one is an error naming the port. 0 always picks a free one.
 */
import { readFileSync } from 'node:fs';
import { startAnvil } from './startAnvil.mjs';

/**
 * @typedef {{ readonly chainId: number, readonly port: number, readonly name: string }} LocalChainSpec
 * @typedef {object} RunningLocalChain
 * @property {number} chainId
 * @property {string} name
 * @property {string} url JSON-RPC over HTTP, e.g. `http://127.0.0.1:8545`.
 * @property {number} port
 * @property {() => Promise<void>} stop
 */

/** @type {readonly LocalChainSpec[]} */
export const LOCAL_CHAIN_SPECS = Object.freeze(
  JSON.parse(readFileSync(new URL('./localChains.json', import.meta.url), 'utf8')),
);

/**
 * Parses `8545,8546` (or `0,0`) into one port per local chain.
 * @param {string} text
 * @returns {number[]}
 */
export function parsePorts(text) {
  const ports = text.split(',').map((part) => Number(part.trim()));
  if (
    ports.length !== LOCAL_CHAIN_SPECS.length ||
    ports.some((port) => !Number.isInteger(port) || port < 0 || port > 65535)
  ) {
    throw new Error(
      `Expected ${LOCAL_CHAIN_SPECS.length} comma-separated ports (0 = any free port), got "${text}"`,
    );
  }
  return ports;
}

/**
 * @param {{ ports?: number[], log?: (line: string) => void }} [options]
 *   `ports`, one per chain, given means required (no fallback; 0 picks a free one); omitted
 *   means the fixed ports, with fallback.
 * @returns {Promise<{ chains: RunningLocalChain[], stop: () => Promise<void> }>}
 */
export async function startLocalChains({ ports, log = console.warn } = {}) {
  /** @type {RunningLocalChain[]} */
  const started = [];
  const stopAll = async () => {
    await Promise.all(started.map((chain) => chain.stop()));
  };
  try {
    for (const [index, spec] of LOCAL_CHAIN_SPECS.entries()) {
      const port = ports ? ports[index] : spec.port;
      let chain;
      try {
        chain = await startAnvil({ port, chainId: spec.chainId });
      } catch (error) {
        const taken = /cannot listen on/.test(error instanceof Error ? error.message : '');
        if (ports || !taken) throw error;
        chain = await startAnvil({ port: 0, chainId: spec.chainId });
        log(
          `Port ${port} is taken: ${spec.name} (chain ${spec.chainId}) runs on ${chain.url} instead.`,
        );
      }
      started.push({
        chainId: spec.chainId,
        name: spec.name,
        url: chain.url,
        port: chain.port,
        stop: chain.stop,
      });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { chains: started, stop: stopAll };
}
