import { emailUpdateRequested } from '../../features/authWallet/authWalletActions';
import { selectAuthIdentity } from '../../features/authWallet/authWalletSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/**
 * Who the embedded wallet belongs to: the social provider and user name of a social login,
 * or the email of an email login, which can be changed (UpdateEmailWallet).
 */
export function AuthEmailRow() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { email, userName, socialProvider } = usePorticoSelector(selectAuthIdentity);
  if (socialProvider) {
    const provider = t(`social.provider.${socialProvider}` as 'social.provider.google');
    return (
      <div className="portico-auth-email">
        <p className="portico-muted">
          {t('account.socialIdentity', { provider, name: userName ?? email ?? '' })}
        </p>
      </div>
    );
  }
  return (
    <div className="portico-auth-email">
      {email ? <p className="portico-muted">{t('account.email', { email })}</p> : null}
      <Button variant="secondary" onClick={() => dispatch(emailUpdateRequested())}>
        {t('account.updateEmail')}
      </Button>
    </div>
  );
}
