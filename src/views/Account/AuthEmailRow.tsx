import { emailUpdateRequested } from '../../features/authWallet/authWalletActions';
import { selectAuthEmail } from '../../features/authWallet/authWalletSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/** The embedded wallet's email, and the way to change it (UpdateEmailWallet). */
export function AuthEmailRow() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const email = usePorticoSelector(selectAuthEmail);
  return (
    <div className="portico-auth-email">
      {email ? <p className="portico-muted">{t('account.email', { email })}</p> : null}
      <Button variant="secondary" onClick={() => dispatch(emailUpdateRequested())}>
        {t('account.updateEmail')}
      </Button>
    </div>
  );
}
