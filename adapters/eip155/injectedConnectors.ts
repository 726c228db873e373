import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import type { Eip1193Provider, Eip6963ProviderDetail } from './Eip1193Provider';

/** A wallet the host brings itself (spec §1 "custom" connectors). */
export interface CustomConnector {
  id: string;
  name: string;
  imageUrl?: string;
  provider: Eip1193Provider;
}

export const LEGACY_INJECTED_ID = 'injected';

export interface ResolvedConnector {
  info: ConnectorInfo;
  provider: Eip1193Provider;
}

/**
 * Every connector the page offers: EIP-6963 wallets, the legacy `window.ethereum` when no
 * announced wallet already is that object, then the host's custom ones.
 */
export function listConnectors(
  announced: Eip6963ProviderDetail[],
  legacy: Eip1193Provider | undefined,
  custom: CustomConnector[],
): ResolvedConnector[] {
  const result: ResolvedConnector[] = announced.map(({ info, provider }) => ({
    provider,
    info: {
      id: info.rdns,
      name: info.name,
      namespace: 'eip155',
      kind: 'injected',
      group: 'injected',
      imageUrl: info.icon,
      rdns: info.rdns,
      installed: true,
    },
  }));
  if (legacy && !announced.some((detail) => detail.provider === legacy)) {
    result.push({
      provider: legacy,
      info: {
        id: LEGACY_INJECTED_ID,
        name: 'Browser Wallet',
        namespace: 'eip155',
        kind: 'injected',
        group: 'injected',
        installed: true,
      },
    });
  }
  for (const connector of custom) {
    result.push({
      provider: connector.provider,
      info: {
        id: connector.id,
        name: connector.name,
        namespace: 'eip155',
        kind: 'custom',
        group: 'custom',
        installed: true,
        ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      },
    });
  }
  return result;
}
