import type { WalletSource } from '../adapter/WalletSource';
import { createAuthLoader } from './createAuthLoader';

export interface EmbeddedWalletOptions {
  /**
   * The secure site's frame page, e.g. `https://secure.example.com/frame.html`: framed
   * (hidden) for email and social login; its origin is the only one the frame is spoken to.
   */
  secureSiteUrl: string;
}

/** The namespaces the secure site's wallets serve. */
const EMBEDDED_WALLET_NAMESPACES = ['eip155'] as const;

/**
 * The embedded wallet (email and social login, the secure site's wallet) as a source: its
 * connector is listed in each namespace it serves. Its code loads on first use: the email
 * field's focus, a login, or the reconnect of a past one.
 */
export function embeddedWallet(options: EmbeddedWalletOptions): WalletSource {
  const [namespace] = EMBEDDED_WALLET_NAMESPACES;
  return {
    kind: 'embeddedWallet',
    namespaces: EMBEDDED_WALLET_NAMESPACES,
    frameUrl: options.secureSiteUrl,
    start: (context) =>
      createAuthLoader({
        namespace,
        secureSiteUrl: options.secureSiteUrl,
        storage: context.storage,
        enableLogger: context.debug,
        lastUsedChain: () => context.lastUsedChain(),
        defaultAccountType:
          context.defaultAccountTypes[namespace] === 'smartAccount' ? 'smartAccount' : 'eoa',
        ...(context.getUserOperationReceipt && {
          getUserOperationReceipt: context.getUserOperationReceipt,
        }),
      }),
  };
}
