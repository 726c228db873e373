import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

/**
 * A wallet's name as compared across conventions: lower case, the word "wallet" dropped
 * ('Xverse Wallet' and 'Xverse', 'Unisat Wallet' and 'UniSat' are one wallet each).
 */
export function bitcoinWalletKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/\s+wallet\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return key === '' ? name.trim().toLowerCase() : key;
}

/**
 * The connector id of the bitcoin wallet named `name`: `bitcoin:<slug of its key>`, the same
 * whichever convention found it (a page can find a wallet through another one after a reload,
 * e.g. its sats-connect provider before its standard registration), so a stored connection
 * finds it again. One per listed wallet: the list keeps one wallet per key.
 */
export function bitcoinConnectorId(name: string): string {
  const slug = bitcoinWalletKey(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `bitcoin:${slug || 'wallet'}`;
}

/** A bitcoin browser wallet's connector, listed like an EIP-6963 one; an unsafe icon dropped. */
export function bitcoinConnectorInfo(name: string, icon: unknown): ConnectorInfo {
  const safe = isSafeImageUrl(icon);
  if (icon !== undefined && !safe)
    console.warn(`[portico] ignored the icon of bitcoin wallet "${name}": not an image URL`);
  return {
    id: bitcoinConnectorId(name),
    name,
    namespace: 'bip122',
    kind: 'injected',
    group: 'injected',
    installed: true,
    ...(safe ? { imageUrl: icon } : {}),
  };
}
