import { emailOtpResent, emailOtpSubmitted } from '../../features/authWallet/authWalletActions';
import { selectEmailLogin } from '../../features/authWallet/authWalletSelectors';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../features/authWallet/checkEmail';
import { back } from '../../features/modal/modalSlice';
import { useSecondsUntil } from '../../hooks/useSecondsUntil';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { ErrorIcon, SuccessIcon, WalletIcon } from '../../ui/icons';
import { OtpInput } from '../../ui/OtpInput';
import { StatusPanel } from '../../ui/StatusPanel';
import { emailErrorText } from './emailErrorText';

/**
 * The email login after Continue: the secure site's answer, a mailed device link
 * to open or a mailed 6-digit code to type (resend after 30 s), then the wallet connecting.
 */
export function EmailLoginView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const login = usePorticoSelector(selectEmailLogin);
  const resendAt = login.codeSentAt === null ? null : login.codeSentAt + EMAIL_LOGIN_COOLDOWN_MS;
  const resendIn = useSecondsUntil(resendAt);
  const cooldown = useSecondsUntil(login.error?.retryAt ?? null);
  const email = login.email ?? '';
  const problem = login.error ? emailErrorText(t, login.error, cooldown) : null;

  switch (login.step) {
    case 'verifyOtp':
    case 'checkingOtp':
      return (
        <div className="portico-email-login">
          <p className="portico-muted">{t('emailLogin.codeSent', { email })}</p>
          <OtpInput
            key={login.codeSentAt ?? 0}
            label={t('emailLogin.codeLabel')}
            problem={problem}
            disabled={login.step === 'checkingOtp'}
            onComplete={(code) => dispatch(emailOtpSubmitted(code))}
          />
          {login.step === 'checkingOtp' ? (
            <p className="portico-muted" role="status">
              {t('emailLogin.checking')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            disabled={resendIn > 0 || login.step === 'checkingOtp'}
            onClick={() => dispatch(emailOtpResent())}
          >
            {resendIn > 0 ? t('emailLogin.resendIn', { n: resendIn }) : t('emailLogin.resend')}
          </Button>
        </div>
      );
    case 'verifyDevice':
      return (
        <StatusPanel
          icon={<WalletIcon />}
          title={t('emailLogin.verifyDevice', { email })}
          hint={t('emailLogin.verifyDeviceHint')}
          busy
        />
      );
    case 'connected':
      return <StatusPanel icon={<SuccessIcon />} title={t('emailLogin.connected')} />;
    case 'failed':
    case 'idle':
      return (
        <StatusPanel
          icon={<ErrorIcon />}
          title={t('emailLogin.failed')}
          {...(problem ? { error: problem } : {})}
        >
          <Button onClick={() => dispatch(back())}>{t('emailLogin.tryAgain')}</Button>
        </StatusPanel>
      );
    default:
      return (
        <StatusPanel
          icon={<WalletIcon />}
          title={
            login.step === 'sending'
              ? t('emailLogin.sending', { email })
              : t('emailLogin.connecting')
          }
          busy
        />
      );
  }
}
