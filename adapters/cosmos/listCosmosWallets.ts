import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { isKeplrProvider, type KeplrProvider } from './KeplrProvider';

/** A Keplr-compatible wallet the page has, as a connector. */
export interface CosmosWallet {
  readonly info: ConnectorInfo;
  readonly provider: KeplrProvider;
  /** The window events it fires when the user changes key or account (`keplr_keystorechange`). */
  readonly keyChangeEvents: readonly string[];
}

/** The conventions, in the order they are listed: where the provider is, and its names. */
const CONVENTIONS = [
  {
    key: 'keplr',
    name: 'Keplr',
    find: (target: Record<string, unknown>) => target.keplr,
    events: ['keplr_keystorechange'],
  },
  {
    key: 'leap',
    name: 'Leap',
    find: (target: Record<string, unknown>) => target.leap,
    events: ['leap_keystorechange'],
  },
  {
    key: 'cosmostation',
    name: 'Cosmostation',
    find: (target: Record<string, unknown>) =>
      (target.cosmostation as { providers?: { keplr?: unknown } } | undefined)?.providers?.keplr,
    events: ['cosmostation_keystorechange', 'keplr_keystorechange'],
  },
] as const;

/** The connector id of a convention's wallet: `cosmos:keplr`, `cosmos:leap`, `cosmos:cosmostation`. */
const cosmosConnectorId = (key: string) => `cosmos:${key}`;

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** The provider's own name, when it carries a short one (a dev wallet); else the convention's. */
function nameOf(provider: KeplrProvider, fallback: string): string {
  try {
    const { name } = provider;
    return typeof name === 'string' && name.trim() !== '' && name.length <= 64
      ? name.trim()
      : fallback;
  } catch {
    return fallback;
  }
}

function iconOf(provider: KeplrProvider): string | undefined {
  try {
    const { icon } = provider;
    // Only an inline image: a remote icon would be a request the page did not ask for.
    return typeof icon === 'string' && DATA_IMAGE.test(icon) ? icon : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page's Keplr-compatible wallets: `target.keplr`, then `target.leap`, then
 * `target.cosmostation.providers.keplr`, each when it has `enable` and `getKey`. One object
 * found under two names (a wallet that also answers as `keplr`) is listed once, under the
 * first. Each wrapper is made once per provider object (`made`), so it keeps its identity.
 * Reads properties only: no call, no prompt.
 */
export function listCosmosWallets(
  target: object,
  made: WeakMap<object, CosmosWallet>,
): CosmosWallet[] {
  const list: CosmosWallet[] = [];
  const seen = new Set<unknown>();
  for (const convention of CONVENTIONS) {
    let provider: unknown;
    try {
      provider = convention.find(target as Record<string, unknown>);
    } catch {
      continue; // A throwing getter: that wallet is not listed.
    }
    if (!isKeplrProvider(provider) || seen.has(provider)) continue;
    seen.add(provider);
    let wallet = made.get(provider);
    if (!wallet || wallet.info.id !== cosmosConnectorId(convention.key)) {
      const icon = iconOf(provider);
      wallet = {
        info: {
          id: cosmosConnectorId(convention.key),
          name: nameOf(provider, convention.name),
          namespace: 'cosmos',
          kind: 'injected',
          group: 'injected',
          installed: true,
          ...(icon ? { imageUrl: icon } : {}),
        },
        provider,
        keyChangeEvents: convention.events,
      };
      made.set(provider, wallet);
    }
    list.push(wallet);
  }
  return list;
}
