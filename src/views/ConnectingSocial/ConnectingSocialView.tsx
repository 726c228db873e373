import { socialLoginRequested } from '../../features/authWallet/authWalletActions';
import { selectSocialLogin } from '../../features/authWallet/authWalletSelectors';
import { back } from '../../features/modal/modalSlice';
import { openSocialPopup } from '../../frame/openSocialPopup';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { ErrorIcon, SuccessIcon, WalletIcon } from '../../ui/icons';
import { StatusPanel } from '../../ui/StatusPanel';

/**
 * A social login under way: continue in the provider's popup, then the wallet
 * connecting; 'Popup closed', a blocked popup or the provider's refusal with Try again (which
 * opens a new popup in its own click).
 */
export function ConnectingSocialView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const social = usePorticoSelector(selectSocialLogin);
  const provider = social.provider ?? '';
  const name = provider ? t(`social.provider.${provider}` as 'social.provider.google') : '';
  if (social.status === 'failed') {
    const { error } = social;
    const text = !error
      ? undefined
      : error.reason === 'provider'
        ? t('socialError.provider', { detail: error.detail ?? '' })
        : t(`socialError.${error.reason}`);
    return (
      <StatusPanel
        icon={<ErrorIcon />}
        title={t('social.failed')}
        {...(text ? { error: text } : {})}
      >
        <Button
          onClick={() => {
            openSocialPopup();
            dispatch(socialLoginRequested(provider));
          }}
        >
          {t('social.tryAgain')}
        </Button>
      </StatusPanel>
    );
  }
  if (social.status === 'connected')
    return <StatusPanel icon={<SuccessIcon />} title={t('social.connected')} />;
  if (social.status === 'resultReceived' || social.status === 'connecting')
    return <StatusPanel icon={<WalletIcon />} title={t('social.connecting')} busy />;
  return (
    <StatusPanel
      icon={<WalletIcon />}
      title={t('social.waiting', { provider: name })}
      hint={t('social.waitingHint')}
      busy
    >
      <Button variant="secondary" onClick={() => dispatch(back())}>
        {t('social.cancel')}
      </Button>
    </StatusPanel>
  );
}
