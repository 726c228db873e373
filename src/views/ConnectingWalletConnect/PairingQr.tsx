import { useTranslate } from '../../i18n/useTranslate';
import { QrFrame } from '../../ui/QrFrame';

/** The pairing URI as a QR code, or a spinner while the adapter is still making it. */
export function PairingQr({ uri }: { uri: string | null }) {
  const t = useTranslate();
  return (
    <QrFrame
      value={uri}
      label={t('walletConnect.qrLabel')}
      creatingLabel={t('walletConnect.creating')}
    />
  );
}
