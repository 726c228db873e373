import { selectPairing } from '../../features/walletConnect/walletConnectSelectors';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { CopyLinkButton } from './CopyLinkButton';
import { OpenWalletButton } from './OpenWalletButton';
import { walletAppLink } from './openDeepLink';
import { PairingQr } from './PairingQr';
import { usePairingActions } from './usePairingActions';

/**
 * Pairing a mobile wallet: the URI as a QR code (a spinner while it is made), copy link and
 * cancel; when it failed or expired, the reason and retry. The walletConnect saga refreshes the
 * URI before it expires while this view is shown.
 */
export function ConnectingWalletConnectView() {
  const t = useTranslate();
  const pairing = usePorticoSelector(selectPairing);
  const { canRetry, retry, cancel } = usePairingActions();
  const { status, uri, error } = pairing;
  const showQr = status === 'pairing';
  return (
    <div className="portico-pairing" data-status={status}>
      {showQr ? <PairingQr uri={uri} /> : null}
      {status === 'failed' && error ? (
        <p className="portico-error-text" role="alert">
          {t(errorMessageKey(error))}
        </p>
      ) : null}
      {status === 'expired' ? (
        <p className="portico-error-text" role="alert">
          {t('walletConnect.expired')}
        </p>
      ) : null}
      <p className="portico-muted">
        {status === 'failed' ? t('walletConnect.failedHint') : t('walletConnect.scanHint')}
      </p>
      <div className="portico-actions">
        {showQr && uri && pairing.wallet && walletAppLink(pairing.wallet, uri) ? (
          <OpenWalletButton wallet={pairing.wallet} uri={uri} />
        ) : null}
        {showQr && uri ? <CopyLinkButton uri={uri} /> : null}
        {!showQr && canRetry ? (
          <Button onClick={retry}>
            {status === 'idle' ? t('walletConnect.start') : t('walletConnect.retry')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={cancel}>
          {t('walletConnect.cancel')}
        </Button>
      </div>
    </div>
  );
}
