import { useState } from 'react';
import {
  emailUpdateOtpSubmitted,
  emailUpdateSubmitted,
} from '../../features/authWallet/authWalletActions';
import { selectAuthEmail, selectEmailUpdate } from '../../features/authWallet/authWalletSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { EmailForm } from '../../ui/EmailForm';
import { SuccessIcon, WalletIcon } from '../../ui/icons';
import { OtpInput } from '../../ui/OtpInput';
import { StatusPanel } from '../../ui/StatusPanel';
import { emailErrorText } from '../EmailLogin/emailErrorText';

/**
 * Changing the embedded wallet's email: the new email, a code mailed to the
 * current address, then one mailed to the new address. The wallet stays the same.
 */
export function UpdateEmailWalletView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const update = usePorticoSelector(selectEmailUpdate);
  const current = usePorticoSelector(selectAuthEmail);
  const [email, setEmail] = useState(update.newEmail ?? '');
  const problem = update.error ? emailErrorText(t, update.error, 0) : null;

  switch (update.step) {
    case 'sending':
    case 'checkingOtp':
      return (
        <StatusPanel
          icon={<WalletIcon />}
          title={update.step === 'sending' ? t('emailUpdate.sending') : t('emailLogin.checking')}
          busy
        />
      );
    case 'verifyPrimaryOtp':
    case 'verifySecondaryOtp':
      return (
        <div className="portico-email-login">
          <OtpInput
            key={update.step}
            label={t('emailLogin.codeLabel')}
            hint={
              update.step === 'verifyPrimaryOtp'
                ? t('emailUpdate.primaryCode')
                : t('emailUpdate.secondaryCode', { email: update.newEmail ?? email.trim() })
            }
            problem={problem}
            onComplete={(code) => dispatch(emailUpdateOtpSubmitted(code))}
          />
        </div>
      );
    case 'done':
      return (
        <StatusPanel
          icon={<SuccessIcon />}
          title={t('emailUpdate.done', { email: current ?? email.trim() })}
        />
      );
    default:
      return (
        <>
          {current ? (
            <p className="portico-muted">{t('emailUpdate.current', { email: current })}</p>
          ) : null}
          <EmailForm
            label={t('emailUpdate.newLabel')}
            problem={problem}
            value={email}
            submitLabel={t('email.continue')}
            onChange={setEmail}
            onSubmit={() => dispatch(emailUpdateSubmitted(email))}
          />
        </>
      );
  }
}
