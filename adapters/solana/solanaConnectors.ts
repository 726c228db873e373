import type { Wallet } from '@wallet-standard/base';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { displayName } from '../../src/adapter/displayName';
import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';

/**
 * EIP-6963 rdns of wallets that are also in the eip155 namespace, by their Wallet Standard
 * name: the same id in both makes one connector across the two namespaces (docs/architecture.md,
 * "Connectors"). The standard has no id of its own; any other wallet is known by its name.
 */
const KNOWN_RDNS: Readonly<Record<string, string>> = {
  Phantom: 'app.phantom',
  Backpack: 'app.backpack',
  'Coinbase Wallet': 'com.coinbase.wallet',
  'OKX Wallet': 'com.okex.wallet',
  Trust: 'com.trustwallet.app',
  MetaMask: 'io.metamask',
  Solflare: 'com.solflare',
};

/** Whether a Wallet Standard wallet can connect, and sign, on Solana. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const { features, chains, name } = wallet;
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    Array.isArray(chains) &&
    chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof features === 'object' &&
    features !== null &&
    'standard:connect' in features &&
    ('solana:signMessage' in features || 'solana:signTransaction' in features)
  );
}

/**
 * A browser wallet's connector, listed like an EIP-6963 one. The wallet's name stays its id
 * (the standard has no other); what shows is the name cleaned and cut (`displayName`).
 */
export function walletConnectorInfo(name: string, icon: unknown): ConnectorInfo {
  const shown = displayName(name, 'Solana Wallet');
  if (icon !== undefined && !isSafeImageUrl(icon))
    console.warn(`[portico] ignored the icon of Solana wallet "${shown}": not an image URL`);
  return {
    id: KNOWN_RDNS[name] ?? name,
    name: shown,
    namespace: 'solana',
    kind: 'injected',
    group: 'injected',
    installed: true,
    ...(isSafeImageUrl(icon) ? { imageUrl: icon } : {}),
  };
}
