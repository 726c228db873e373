import { useEffect, useMemo } from 'react';
import { selectActiveCaipAddress } from '../../features/connections/connectionsSelectors';
import { selectLocale } from '../../features/locale/localeSelectors';
import { smartSessionsRequested } from '../../features/smartSessions/smartSessionsActions';
import { selectSmartSessions } from '../../features/smartSessions/smartSessionsSelectors';
import { dateFormat } from '../../i18n/intlFormats';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { SessionRow } from './SessionRow';

/**
 * The active account's smart sessions (ERC-7715 grants, as the product API lists them): each with
 * its project, permissions and expiry or state; an active one can be revoked. Fetched when shown.
 */
export function SmartSessionsView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { account, status, sessions, revoking, revokeErrors } =
    usePorticoSelector(selectSmartSessions);
  const active = usePorticoSelector(selectActiveCaipAddress);
  const locale = usePorticoSelector(selectLocale);
  const date = useMemo(
    () => dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const nowSeconds = Math.floor(Date.now() / 1000);

  // Fetched once per account (grants and revocations update it); a failure waits for Retry.
  const stale = status === 'idle' || account !== active;
  useEffect(() => {
    if (stale) dispatch(smartSessionsRequested());
  }, [dispatch, stale]);

  if (status === 'failed' && !stale)
    return (
      <div className="portico-smart-sessions">
        <p className="portico-error-text" role="alert">
          {t('smartSessions.failed')}
        </p>
        <Button variant="secondary" onClick={() => dispatch(smartSessionsRequested())}>
          {t('smartSessions.retry')}
        </Button>
      </div>
    );
  if (status !== 'loaded' || stale)
    return (
      <p className="portico-list-note" role="status">
        {t('smartSessions.loading')}
      </p>
    );
  if (sessions.length === 0) return <p className="portico-list-note">{t('smartSessions.empty')}</p>;
  return (
    <ul className="portico-list portico-smart-sessions" aria-label={t('view.SmartSessions.title')}>
      {sessions.map((session) => (
        <SessionRow
          key={session.pci}
          session={session}
          nowSeconds={nowSeconds}
          formatDate={(seconds) => date.format(new Date(seconds * 1000))}
          step={revoking[session.pci]}
          error={revokeErrors[session.pci]}
        />
      ))}
    </ul>
  );
}
