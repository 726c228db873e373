import type { Connector } from '@wagmi/core';
import type { AdapterEvent } from '../../src/adapter/ChainAdapter';
import { pairingExpiresAt } from '../../src/adapter/pairingExpiry';

/**
 * wagmi's WalletConnect connector says its pairing URI as a `display_uri` message; the modal
 * shows it as the QR code, as it does the universal adapter's. Returns the unsubscribe.
 */
export function forwardPairingUri(
  connector: Connector,
  emit: (event: AdapterEvent) => void,
): () => void {
  const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
    if (type !== 'display_uri' || typeof data !== 'string' || !data.startsWith('wc:')) return;
    emit({
      type: 'pairingUri',
      connectorId: connector.id,
      uri: data,
      expiresAt: pairingExpiresAt(Date.now()),
    });
  };
  connector.emitter.on('message', onMessage);
  return () => connector.emitter.off('message', onMessage);
}
