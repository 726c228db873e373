import type { PairingWallet } from '../../features/walletConnect/types';
import { showToast } from '../../features/notifications/notificationsSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { openDeepLink } from './openDeepLink';

/** "Open MetaMask": hands the pairing URI to the wallet app picked on AllWallets. */
export function OpenWalletButton({ wallet, uri }: { wallet: PairingWallet; uri: string }) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const open = () => {
    try {
      openDeepLink(wallet, uri);
    } catch {
      // A malformed link in the catalogue: say so; the QR code and copy link still work.
      dispatch(showToast({ messageKey: 'error.INVALID_DEEP_LINK', variant: 'error' }));
    }
  };
  return <Button onClick={open}>{t('allWallets.openApp', { wallet: wallet.name })}</Button>;
}
