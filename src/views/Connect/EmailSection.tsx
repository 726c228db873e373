import { useRef, useState } from 'react';
import { emailFieldFocused, emailSubmitted } from '../../features/authWallet/authWalletActions';
import { selectEmailLogin } from '../../features/authWallet/authWalletSelectors';
import { useSecondsUntil } from '../../hooks/useSecondsUntil';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { EmailForm } from '../../ui/EmailForm';
import { emailErrorText } from '../EmailLogin/emailErrorText';
import { useConnectGate } from './ConnectGate';

/**
 * The email field of the Connect view (connect method `email`). Focus makes the
 * secure frame (so Continue does not wait for it); Continue starts the login (EmailLogin).
 */
export function EmailSection() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const login = usePorticoSelector(selectEmailLogin);
  const [email, setEmail] = useState(login.email ?? '');
  const focused = useRef(false);
  // Also disabled by the Connect view's fieldset; this keeps a stray submit from dispatching.
  const { blocked, reasonId } = useConnectGate();
  const error = login.step === 'idle' ? login.error : null;
  const seconds = useSecondsUntil(error?.retryAt ?? null);
  return (
    <EmailForm
      label={t('email.label')}
      problem={error ? emailErrorText(t, error, seconds) : null}
      value={email}
      placeholder={t('email.placeholder')}
      submitLabel={t('email.continue')}
      onChange={setEmail}
      {...(blocked && reasonId ? { describedBy: reasonId } : {})}
      onSubmit={() => {
        if (!blocked) dispatch(emailSubmitted(email));
      }}
      onFocus={() => {
        if (focused.current || blocked) return;
        focused.current = true;
        dispatch(emailFieldFocused());
      }}
    />
  );
}
