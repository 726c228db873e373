import type { ErrorInfo } from '../../src/index';
import type { WalletConnectState } from '../../src/features/walletConnect/types';
import { openModalState, sampleConnectors, type StoryState } from './storyModal';

/** A pairing URI of the shape the 2.25 SDK makes (topic, relay protocol, key, expiry). */
export const STORY_PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240';

export const relayUnreachable: ErrorInfo = {
  code: 'RELAY_UNREACHABLE',
  message: 'Relay unreachable',
};

/** An open modal on a pairing view, with the walletConnect slice and a matching attempt. */
export function pairingState(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  pairing: Partial<WalletConnectState>,
): StoryState {
  const walletConnect: WalletConnectState = {
    status: 'pairing',
    connectorId: 'walletConnect',
    uri: null,
    expiresAt: null,
    error: null,
    wallet: null,
    ...pairing,
  };
  const pending = walletConnect.status === 'pairing';
  return {
    ...openModalState({ view }),
    connectors: { list: sampleConnectors, recent: [] },
    connections: {
      byNamespace: pending
        ? {
            eip155: {
              status: 'connecting',
              connectorId: 'walletConnect',
              caipAddress: null,
              addresses: [],
            },
          }
        : {},
      activeNamespace: null,
      attempt:
        walletConnect.status === 'failed' && walletConnect.error
          ? {
              status: 'failed',
              namespace: 'eip155',
              connectorId: 'walletConnect',
              error: walletConnect.error,
            }
          : pending
            ? { status: 'pending', namespace: 'eip155', connectorId: 'walletConnect' }
            : null,
      reconnecting: false,
      stored: [],
    },
    walletConnect,
  };
}
