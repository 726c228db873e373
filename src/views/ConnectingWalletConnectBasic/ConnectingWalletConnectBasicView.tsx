import { selectPairing } from '../../features/walletConnect/walletConnectSelectors';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { CopyLinkButton } from '../ConnectingWalletConnect/CopyLinkButton';
import { PairingQr } from '../ConnectingWalletConnect/PairingQr';
import { usePairingActions } from '../ConnectingWalletConnect/usePairingActions';

/** The minimal pairing view: the QR code and copy link; on failure or expiry, only retry. */
export function ConnectingWalletConnectBasicView() {
  const t = useTranslate();
  const { status, uri, error } = usePorticoSelector(selectPairing);
  const { canRetry, retry } = usePairingActions();
  if (status === 'pairing') {
    return (
      <div className="portico-pairing" data-status={status}>
        <PairingQr uri={uri} />
        {uri ? (
          <div className="portico-actions">
            <CopyLinkButton uri={uri} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className="portico-pairing" data-status={status}>
      {status === 'failed' || status === 'expired' ? (
        <p className="portico-error-text" role="alert">
          {status === 'failed' && error ? t(errorMessageKey(error)) : t('walletConnect.expired')}
        </p>
      ) : null}
      {canRetry ? (
        <div className="portico-actions">
          <Button onClick={retry}>
            {status === 'idle' ? t('walletConnect.start') : t('walletConnect.retry')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
