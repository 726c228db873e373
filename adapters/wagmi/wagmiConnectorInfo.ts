import type { Connector } from '@wagmi/core';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

/** wagmi's connector type for WalletConnect (`@wagmi/connectors`' `walletConnect()`). */
export const WAGMI_WALLETCONNECT_TYPE = 'walletConnect';

const REVERSE_DNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The wallet's EIP-6963 rdns: wagmi's discovery names those connectors by it. */
const rdnsOf = (connector: Connector): string | undefined => {
  const { rdns, id, type } = connector;
  if (typeof rdns === 'string') return rdns;
  if (rdns?.[0]) return rdns[0];
  return type === 'injected' && REVERSE_DNS.test(id) ? id : undefined;
};

/**
 * A wagmi connector as the Connect view lists it: browser wallets (wagmi's `injected()` and
 * the EIP-6963 wallets its discovery adds) as installed wallets, its WalletConnect connector
 * as the pairing one (its URI becomes the QR code), anything else as the host's own.
 */
export function wagmiConnectorInfo(connector: Connector): ConnectorInfo {
  const rdns = rdnsOf(connector);
  const common = {
    id: connector.id,
    name: connector.name,
    namespace: 'eip155' as const,
    installed: true,
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(rdns ? { rdns } : {}),
  };
  if (connector.type === 'injected') return { ...common, kind: 'injected', group: 'injected' };
  if (connector.type === WAGMI_WALLETCONNECT_TYPE)
    return { ...common, kind: 'pairing', group: 'walletConnect' };
  return { ...common, kind: 'custom', group: 'custom' };
}
