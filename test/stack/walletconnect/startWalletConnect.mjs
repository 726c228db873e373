/**
 * Starts the offline stack's WalletConnect stand-ins: the local relay, then the peer wallet
 * (which needs the relay and the chains' RPC URLs). Used by `npm start` and the e2e suite.
 *
 * `relayPort` / `walletPort`: given means required; omitted means the defaults (8590, 8591),
 * each falling back to a free port (with a warning) when taken. 0 always picks a free one.
 */
import { startOnPort } from '../startOnPort.mjs';
import { DEFAULT_RELAY_PORT, startRelay } from './relay.mjs';

export const DEFAULT_PEER_WALLET_PORT = 8591;

/**
 * @typedef {object} WalletConnectStack
 * @property {string} relayUrl `ws://127.0.0.1:PORT`: the relay the dapp and the peer wallet share.
 * @property {string} relayControlUrl The relay's fault switches (`/status`, `/drop`, `/delay`,
 *   `/refuse`, `/reset`).
 * @property {string} walletUrl The peer wallet's page, for a person.
 * @property {string} walletControlUrl The peer wallet's control API (`/status`, `/pair`, `/behavior`, …).
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ chains: Array<{ chainId: number, rpcUrl: string }>, relayPort?: number,
 *   walletPort?: number, proposals?: 'approve' | 'reject' | 'manual',
 *   requests?: 'approve' | 'reject' | 'manual', log?: (line: string) => void,
 *   solana?: { caipNetworkId: string, rpcUrl: string } }} options
 *   `solana`: the local Solana cluster the peer wallet also serves.
 * @returns {Promise<WalletConnectStack>}
 */
export async function startWalletConnect({
  chains,
  relayPort,
  walletPort,
  proposals,
  requests,
  solana,
  log = console.warn,
}) {
  const relay = await startOnPort({
    name: 'WalletConnect relay',
    port: relayPort,
    fallback: DEFAULT_RELAY_PORT,
    start: (port) => startRelay({ port }),
    log,
  });
  let wallet;
  try {
    // Loaded here: sign-client is large and only needed when the stand-ins run.
    const { startPeerWallet } = await import('./peerWallet.mjs');
    wallet = await startOnPort({
      name: 'peer wallet',
      port: walletPort,
      fallback: DEFAULT_PEER_WALLET_PORT,
      start: (port) =>
        startPeerWallet({ port, relayUrl: relay.url, chains, proposals, requests, solana }),
      log,
    });
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
