import { smartSessionRevokeRequested } from '../../features/smartSessions/smartSessionsActions';
import { canRevoke, sessionStatus } from '../../features/smartSessions/sessionStatus';
import type { RevokeErrorCode, RevokeStep, SmartSession } from '../../features/smartSessions/types';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';

interface SessionRowProps {
  session: SmartSession;
  nowSeconds: number;
  formatDate: (unixSeconds: number) => string;
  step: RevokeStep | undefined;
  error: RevokeErrorCode | undefined;
}

/** One session: its project, permissions, expiry or state, and Revoke while it is active. */
export function SessionRow({ session, nowSeconds, formatDate, step, error }: SessionRowProps) {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const status = sessionStatus(session, nowSeconds);
  const project = session.project.name || session.project.url;
  return (
    <li className="portico-profile-wallet portico-smart-session" data-status={status}>
      <span className="portico-profile-wallet-text">
        <span className="portico-profile-wallet-name">{project}</span>
        <span className="portico-profile-wallet-method">
          {t('smartSessions.permissions', {
            list: session.permissions.map((permission) => permission.type).join(', '),
          })}
        </span>
        <span className="portico-profile-wallet-method">
          {status === 'active'
            ? t('smartSessions.expires', { date: formatDate(session.expiry) })
            : t(status === 'expired' ? 'smartSessions.expired' : 'smartSessions.revoked')}
        </span>
        {error ? (
          <span className="portico-error-text" role="alert">
            {t(`smartSessions.error.${error}`)}
          </span>
        ) : null}
      </span>
      {canRevoke(session, nowSeconds) ? (
        <button
          type="button"
          className="portico-link-button"
          disabled={step !== undefined}
          aria-label={step ? undefined : t('smartSessions.revokeLabel', { project })}
          onClick={() => dispatch(smartSessionRevokeRequested(session.pci))}
        >
          {step ? t('smartSessions.revoking') : t('smartSessions.revoke')}
        </button>
      ) : null}
    </li>
  );
}
