import {
  walletAddRequested,
  walletDisconnectRequested,
  walletSwitchRequested,
} from '../../features/multiWallet/multiWalletActions';
import { selectProfileWallets } from '../../features/multiWallet/multiWalletSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { SocialIcon } from '../../ui/SocialIcon';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { WalletImage } from '../../ui/WalletImage';
import { truncateAddress } from '../../utils/truncateAddress';

/**
 * ProfileWallets (multi-wallet): every connected wallet per namespace, the current one
 * marked; switch to another, disconnect one without touching the others, add another. The
 * embedded wallet is listed beside the others under its user's email or social name.
 */
export function ProfileWalletsView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const groups = usePorticoSelector(selectProfileWallets);
  // Switch and Disconnect sit side by side in a row: ArrowLeft and ArrowRight move too.
  const listKeys = useListKeyboard({ grid: true });
  return (
    <div className="portico-profile-wallets" {...listKeys}>
      {groups.map(({ namespace, networkName, wallets }) => (
        <section
          key={namespace}
          className="portico-profile-group"
          aria-label={t('profileWallets.group', { network: networkName })}
        >
          <ul className="portico-list">
            {wallets.map((wallet) => {
              const { login } = wallet;
              // The embedded wallet is named for its user; the method says how they signed in.
              const title = login?.identity ?? wallet.name;
              const method = !login
                ? null
                : login.method === 'email'
                  ? t('profileWallets.emailLogin')
                  : t('profileWallets.socialLogin', {
                      provider: t(`social.provider.${login.method}`),
                    });
              return (
                <li
                  key={wallet.connectorId}
                  className="portico-profile-wallet"
                  data-current={wallet.current || undefined}
                >
                  {login && login.method !== 'email' ? (
                    <span className="portico-profile-login-icon">
                      <SocialIcon provider={login.method} size={24} />
                    </span>
                  ) : (
                    <WalletImage imageUrl={wallet.icon ?? undefined} size={32} />
                  )}
                  <span className="portico-profile-wallet-text">
                    <span className="portico-profile-wallet-name">{title}</span>
                    {method ? (
                      <span className="portico-profile-wallet-method">{method}</span>
                    ) : null}
                    {wallet.address ? (
                      <span
                        className="portico-profile-wallet-address"
                        title={wallet.address}
                        dir="ltr"
                      >
                        {truncateAddress(wallet.address)}
                      </span>
                    ) : null}
                  </span>
                  {wallet.current ? (
                    <span className="portico-tag">{t('profileWallets.current')}</span>
                  ) : (
                    <button
                      type="button"
                      className="portico-link-button"
                      aria-label={t('profileWallets.switchTo', { wallet: title })}
                      onClick={() =>
                        dispatch(
                          walletSwitchRequested({ namespace, connectorId: wallet.connectorId }),
                        )
                      }
                    >
                      {t('profileWallets.switch')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="portico-link-button"
                    aria-label={t('profileWallets.disconnectWallet', { wallet: title })}
                    onClick={() =>
                      dispatch(
                        walletDisconnectRequested({ namespace, connectorId: wallet.connectorId }),
                      )
                    }
                  >
                    {t('profileWallets.disconnect')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {groups.length === 0 ? <p className="portico-list-note">{t('profileWallets.none')}</p> : null}
      <Button variant="secondary" onClick={() => dispatch(walletAddRequested())}>
        {t('profileWallets.add')}
      </Button>
    </div>
  );
}
