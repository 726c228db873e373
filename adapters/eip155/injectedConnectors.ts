import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { displayName } from '../../src/adapter/displayName';
import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';
import type { Eip1193Provider, Eip6963ProviderDetail } from './Eip1193Provider';

/** A wallet the host brings itself (a "custom" connector). */
export interface CustomConnector {
  id: string;
  name: string;
  imageUrl?: string;
  provider: Eip1193Provider;
}

const LEGACY_INJECTED_ID = 'injected';

/** The legacy `window.ethereum`'s name, and any wallet's whose own name shows nothing. */
const BROWSER_WALLET_NAME = 'Browser Wallet';

export interface ResolvedConnector {
  info: ConnectorInfo;
  provider: Eip1193Provider;
}

/**
 * Every connector the page offers: EIP-6963 wallets, the legacy `window.ethereum` when no
 * announced wallet already is that object, then the host's custom ones. Announced names and
 * icons come from any script on the page: names are cleaned and cut (`displayName`), icons
 * kept only when they are safe images (`isSafeImageUrl`).
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
      name: displayName(info.name, BROWSER_WALLET_NAME),
      namespace: 'eip155',
      kind: 'injected',
      group: 'injected',
      ...(isSafeImageUrl(info.icon) ? { imageUrl: info.icon } : {}),
      rdns: info.rdns,
      installed: true,
    },
  }));
  if (legacy && !announced.some((detail) => detail.provider === legacy)) {
    result.push({
      provider: legacy,
      info: {
        id: LEGACY_INJECTED_ID,
        name: BROWSER_WALLET_NAME,
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
