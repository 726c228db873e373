import { farcasterLoginRequested } from '../../features/authWallet/authWalletActions';
import { selectFarcasterLogin } from '../../features/authWallet/authWalletSelectors';
import { back } from '../../features/modal/modalSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { ErrorIcon, SuccessIcon, WalletIcon } from '../../ui/icons';
import { QrFrame } from '../../ui/QrFrame';
import { StatusPanel } from '../../ui/StatusPanel';
import { CopyLinkButton } from '../ConnectingWalletConnect/CopyLinkButton';

/**
 * Farcaster sign-in: the sign-in URL as a QR code to scan with the Farcaster app,
 * with copy; waiting for its approval; 'Failed to connect to farcaster' (denied, expired or
 * refused) with Try again, which makes a new URL.
 */
export function ConnectingFarcasterView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { status, url } = usePorticoSelector(selectFarcasterLogin);
  if (status === 'failed')
    return (
      <StatusPanel icon={<ErrorIcon />} title={t('farcaster.failed')} error={t('farcaster.error')}>
        <Button onClick={() => dispatch(farcasterLoginRequested())}>{t('social.tryAgain')}</Button>
      </StatusPanel>
    );
  if (status === 'connected')
    return <StatusPanel icon={<SuccessIcon />} title={t('social.connected')} />;
  if (status === 'connecting')
    return <StatusPanel icon={<WalletIcon />} title={t('social.connecting')} busy />;
  return (
    <div className="portico-pairing" data-status={status}>
      <QrFrame value={url} label={t('farcaster.qrLabel')} creatingLabel={t('farcaster.creating')} />
      <p className="portico-muted" role="status">
        {url ? t('farcaster.scanHint') : t('farcaster.creating')}
      </p>
      <div className="portico-actions">
        {url ? <CopyLinkButton uri={url} /> : null}
        <Button variant="secondary" onClick={() => dispatch(back())}>
          {t('social.cancel')}
        </Button>
      </div>
    </div>
  );
}
