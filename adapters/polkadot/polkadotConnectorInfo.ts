import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import type { InjectedWindowProvider } from './InjectedWeb3';
import { isSafeExtensionIcon } from './isSafeExtensionIcon';

/** The names of the extensions Polkadot users have, by the key each injects under. */
const POLKADOT_WALLET_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
  'aleph-zero-signer': 'Aleph Zero Signer',
  mimir: 'Mimir',
};

/** The connector id of the extension injected under `key`: `polkadot:<key>`. */
const polkadotConnectorId = (key: string): string => `polkadot:${key}`;

/** A name an extension gives itself: text, at most 64 characters, else none. */
function ownName(provider: InjectedWindowProvider): string | undefined {
  const { name } = provider;
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  return trimmed !== '' && trimmed.length <= 64 ? trimmed : undefined;
}

/**
 * The connector of the extension injected under `key`: a known key's wallet name (Nova
 * Wallet's in-app browser injects as `polkadot-js` and says so with
 * `window.walletExtension.isNovaWallet`), else the name the entry gives itself, else the key.
 * Its icon only when the entry gives a safe one (http(s) or `data:image/…`).
 */
export function polkadotConnectorInfo(
  key: string,
  provider: InjectedWindowProvider,
  isNova = false,
): ConnectorInfo {
  const known = key === 'polkadot-js' && isNova ? 'Nova Wallet' : POLKADOT_WALLET_NAMES[key];
  let icon: unknown;
  try {
    icon = provider.icon;
  } catch {
    icon = undefined;
  }
  return {
    id: polkadotConnectorId(key),
    name: known ?? ownName(provider) ?? key,
    namespace: 'polkadot',
    kind: 'injected',
    group: 'injected',
    installed: true,
    ...(isSafeExtensionIcon(icon) ? { imageUrl: icon } : {}),
  };
}
