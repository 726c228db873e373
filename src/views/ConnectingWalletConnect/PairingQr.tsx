import { useTranslate } from '../../i18n/useTranslate';
import { QrCode } from '../../ui/QrCode';
import { Spinner } from '../../ui/Spinner';

/** The pairing URI as a QR code, or a spinner while the adapter is still making it. */
export function PairingQr({ uri }: { uri: string | null }) {
  const t = useTranslate();
  return (
    <div className="portico-qr-frame" data-state={uri ? 'ready' : 'creating'}>
      {uri ? (
        <QrCode value={uri} label={t('walletConnect.qrLabel')} />
      ) : (
        <Spinner label={t('walletConnect.creating')} />
      )}
    </div>
  );
}
