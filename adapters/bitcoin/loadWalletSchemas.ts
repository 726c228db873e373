import type * as WalletSchemas from './bitcoinWalletSchemas';

let loading: Promise<typeof WalletSchemas> | undefined;

/**
 * The schemas of the wallets' answers (and zod with them), loaded when a wallet first answers:
 * discovery and the connector list need none of them, so they stay out of the adapter's entry.
 * One load per page; a failed one is tried again next time.
 */
export function loadWalletSchemas(): Promise<typeof WalletSchemas> {
  loading ??= import('./bitcoinWalletSchemas').catch((cause: unknown) => {
    loading = undefined;
    throw cause;
  });
  return loading;
}
