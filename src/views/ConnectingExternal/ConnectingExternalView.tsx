import { displayName } from '../../adapter/displayName';
import { selectConnectAttempt } from '../../features/connections/connectionsSelectors';
import { connectCancelled, connectRetried } from '../../features/connections/connectionsSlice';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import { WalletImage } from '../../ui/WalletImage';

/** Waiting on a browser wallet's prompt: its icon, then retry and cancel if it fails. */
export function ConnectingExternalView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const attempt = usePorticoSelector(selectConnectAttempt);
  const id = attempt?.connectorId ?? '';
  // Cleaned and cut again here: the id stands in for a name, and not every adapter cleans.
  const wallet = displayName(attempt?.connector?.name ?? id, displayName(id, ''));
  const failed = attempt?.status === 'failed';
  return (
    <StatusPanel
      icon={<WalletImage imageUrl={attempt?.connector?.imageUrl} />}
      busy={attempt?.status === 'pending'}
      title={t('connecting.continueIn', { wallet })}
      hint={failed ? t('connecting.failedHint') : t('connecting.approveHint')}
      {...(failed ? { error: t(errorMessageKey(attempt.error)) } : {})}
    >
      {failed ? (
        <Button onClick={() => dispatch(connectRetried())}>{t('connecting.retry')}</Button>
      ) : null}
      <Button variant="secondary" onClick={() => dispatch(connectCancelled())}>
        {t('connecting.cancel')}
      </Button>
    </StatusPanel>
  );
}
