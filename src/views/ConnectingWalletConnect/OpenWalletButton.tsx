import type { PairingWallet } from '../../features/walletConnect/types';
import { showToast } from '../../features/notifications/notificationsSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { safeDeepLink } from '../../utils/safeDeepLink';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { openDeepLink } from './openDeepLink';
import { useAppOpenedCheck } from './useAppOpenedCheck';

/**
 * "Open MetaMask": hands the pairing URI to the wallet app picked on AllWallets. When the app
 * does not take over, a fallback: get the app (its universal link leads to the store when it
 * is not installed), or scan the QR code shown above from another device.
 */
export function OpenWalletButton({ wallet, uri }: { wallet: PairingWallet; uri: string }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { notOpened, start } = useAppOpenedCheck();
  const open = () => {
    try {
      if (openDeepLink(wallet, uri)) start();
    } catch {
      // A malformed link in the catalogue: say so; the QR code and copy link still work.
      dispatch(showToast({ messageKey: 'error.INVALID_DEEP_LINK', variant: 'error' }));
    }
  };
  // Shown as a link: only when it may be opened (a catalogue entry is checked, but not every
  // pairing wallet comes from one).
  const getUrl = safeDeepLink(wallet.mobile?.universal, 'universal');
  return (
    <>
      <Button onClick={open}>{t('allWallets.openApp', { wallet: wallet.name })}</Button>
      {notOpened ? (
        <p className="portico-muted" role="status">
          {t('walletConnect.notInstalled', { wallet: wallet.name })}{' '}
          {getUrl ? (
            <a href={getUrl} target="_blank" rel="noreferrer noopener">
              {t('walletConnect.getWallet', { wallet: wallet.name })}
            </a>
          ) : null}{' '}
          {t('walletConnect.orScan')}
        </p>
      ) : null}
    </>
  );
}
