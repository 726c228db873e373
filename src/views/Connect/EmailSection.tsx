import { useRef, useState } from 'react';
import { emailFieldFocused, emailSubmitted } from '../../features/authWallet/authWalletActions';
import { selectEmailLogin } from '../../features/authWallet/authWalletSelectors';
import { useSecondsUntil } from '../../hooks/useSecondsUntil';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Field } from '../../ui/Field';
import { emailErrorText } from '../EmailLogin/emailErrorText';

/**
 * The email field of the Connect view (spec §1 connect method `email`). Focus makes the
 * secure frame (so Continue does not wait for it); Continue starts the login (EmailLogin).
 */
export function EmailSection() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const login = usePorticoSelector(selectEmailLogin);
  const [email, setEmail] = useState(login.email ?? '');
  const focused = useRef(false);
  const error = login.step === 'idle' ? login.error : null;
  const seconds = useSecondsUntil(error?.retryAt ?? null);
  const problem = error ? emailErrorText(t, error, seconds) : null;
  return (
    <form
      className="portico-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(emailSubmitted(email));
      }}
    >
      <Field label={t('email.label')} problem={problem}>
        {(field) => (
          <input
            {...field}
            type="email"
            className="portico-input"
            autoComplete="email"
            placeholder={t('email.placeholder')}
            value={email}
            onFocus={() => {
              if (focused.current) return;
              focused.current = true;
              dispatch(emailFieldFocused());
            }}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="portico-button" data-variant="primary">
        {t('email.continue')}
      </button>
    </form>
  );
}
