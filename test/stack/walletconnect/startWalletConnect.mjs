/**
 * Starts the offline stack's WalletConnect stand-ins: the local relay, then the peer wallet
 * (which needs the relay and the chains' RPC URLs). Used by `npm start` and the e2e suite.
 *
 * `relayPort` / `walletPort`: given means required; omitted means the defaults (8590, 8591),
 * each falling back to a free port (with a warning) when taken. 0 always picks a free one.
 */
import { DEFAULT_RELAY_PORT, startRelay } from './relay.mjs';

export const DEFAULT_PEER_WALLET_PORT = 8591;

const isTaken = (error) => /EADDRINUSE/.test(`${error?.code ?? ''} ${error?.message ?? ''}`);

async function withFallback(start, port, explicit, label, log) {
  try {
    return await start(port);
  } catch (error) {
    if (explicit || !isTaken(error)) throw error;
    const started = await start(0);
    log(`Port ${port} is taken: the ${label} runs on port ${started.port} instead.`);
    return started;
  }
}

/**
 * @param {{ chains: Array<{ chainId: number, rpcUrl: string }>, relayPort?: number,
 *   walletPort?: number, proposals?: string, requests?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ relayUrl: string, relayControlUrl: string, walletUrl: string,
 *   walletControlUrl: string, stop: () => Promise<void> }>}
 */
export async function startWalletConnect({
  chains,
  relayPort,
  walletPort,
  proposals,
  requests,
  log = console.warn,
}) {
  const relay = await withFallback(
    (port) => startRelay({ port }),
    relayPort ?? DEFAULT_RELAY_PORT,
    relayPort !== undefined,
    'WalletConnect relay',
    log,
  );
  let wallet;
  try {
    // Loaded here: sign-client is large and only needed when the stand-ins run.
    const { startPeerWallet } = await import('./peerWallet.mjs');
    wallet = await withFallback(
      (port) => startPeerWallet({ port, relayUrl: relay.url, chains, proposals, requests }),
      walletPort ?? DEFAULT_PEER_WALLET_PORT,
      walletPort !== undefined,
      'peer wallet',
      log,
    );
  } catch (error) {
    await relay.stop();
    throw error;
  }
  return {
    relayUrl: relay.url,
    relayControlUrl: relay.controlUrl,
    walletUrl: wallet.url,
    walletControlUrl: wallet.controlUrl,
    stop: async () => {
      await wallet.stop();
      await relay.stop();
    },
  };
}
