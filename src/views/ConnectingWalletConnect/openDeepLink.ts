import { PorticoError } from '../../adapter/PorticoError';
import { formatDeepLink } from '../../features/walletConnect/formatDeepLink';
import { isAllowedDeepLink } from '../../utils/safeDeepLink';
import type { PairingWallet } from '../../features/walletConnect/types';

/** The link "Open <wallet>" would open (`formatDeepLink`), or null: then no such button. */
export const walletAppLink = (wallet: PairingWallet | null | undefined, uri: string) =>
  wallet?.mobile ? formatDeepLink(wallet.mobile, uri) : null;

/**
 * Opens the wallet app with the pairing URI. Must run synchronously inside the click handler:
 * browsers (and iOS in particular) only let a page hand off to an app or open a window during
 * a user gesture, so an `await` before this would get the link blocked as a popup.
 * A native scheme replaces this page's navigation (the page stays, the OS opens the app); a
 * universal link opens in a new tab, which the OS intercepts when the app is installed.
 * A link that may not be opened (`isAllowedDeepLink`) throws `INVALID_DEEP_LINK`, never opens.
 */
export function openDeepLink(wallet: PairingWallet, uri: string): boolean {
  const link = walletAppLink(wallet, uri);
  if (!link || !wallet.mobile) return false;
  // The link as listed and the one formatted from it: the URL parser drops tabs and newlines
  // that the rule refuses, so the formatted one alone could pass where the listed one did not.
  if (!isAllowedDeepLink(wallet.mobile[link.kind], link.kind) || !isAllowedDeepLink(link.href)) {
    throw new PorticoError('INVALID_DEEP_LINK', 'Invalid wallet link', { details: link.href });
  }
  window.open(link.href, link.kind === 'native' ? '_self' : '_blank', 'noreferrer noopener');
  return true;
}
