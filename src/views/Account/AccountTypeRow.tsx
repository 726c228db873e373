import { accountTypeSwitchRequested } from '../../features/authWallet/authWalletActions';
import { selectAuthAccount } from '../../features/authWallet/authWalletSelectors';
import { canSwitchAccountType } from '../../features/authWallet/canSwitchAccountType';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';

/**
 * The embedded wallet's account type: standard (EOA) or smart account, and the
 * switch allowed (to a smart account only where the secure site has them).
 */
export function AccountTypeRow() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const account = usePorticoSelector(selectAuthAccount);
  const other = account.type === 'eoa' ? 'smartAccount' : 'eoa';
  const switching = account.switching === 'switching';
  const notDeployed = account.type === 'smartAccount' && !account.smartAccountDeployed;
  return (
    <div className="portico-account-type">
      <p className="portico-muted">
        {t('account.typeLabel')}: <strong>{t(`account.type.${account.type}`)}</strong>
        {notDeployed ? <> · {t('account.smartNotDeployed')}</> : null}
      </p>
      {canSwitchAccountType(other, account) ? (
        <Button
          variant="secondary"
          disabled={switching}
          onClick={() => dispatch(accountTypeSwitchRequested(other))}
        >
          {switching
            ? t('account.switching')
            : t(other === 'smartAccount' ? 'account.switchToSmart' : 'account.switchToEoa')}
        </Button>
      ) : null}
    </div>
  );
}
