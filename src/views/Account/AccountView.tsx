import { useEffect } from 'react';
import { selectActiveBalance, selectBalanceStatus } from '../../features/balance/balanceSelectors';
import { balanceRequested } from '../../features/balance/balanceSlice';
import { selectActiveAddress } from '../../features/connections/connectionsSelectors';
import { disconnect } from '../../features/connections/connectionsSlice';
import { selectActiveNetwork } from '../../features/networks/networksSelectors';
import { viewPushed } from '../../features/router/routerSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { truncateAddress } from '../../utils/truncateAddress';
import { CopyAddressButton } from './CopyAddressButton';

/** The connected account: avatar, address with copy, native balance, network and disconnect. */
export function AccountView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const address = usePorticoSelector(selectActiveAddress);
  const network = usePorticoSelector(selectActiveNetwork);
  const balance = usePorticoSelector(selectActiveBalance);
  const balanceStatus = usePorticoSelector(selectBalanceStatus);

  // The balance saga's 30 s cache decides whether this reaches the node.
  useEffect(() => {
    dispatch(balanceRequested());
  }, [dispatch, address, network?.caipNetworkId]);

  if (!address) return null;
  const networkName = network?.supported ? network.name : t('account.unsupportedNetwork');
  return (
    <div className="portico-account">
      <Avatar address={address} label={t('account.avatar')} />
      <div className="portico-address-row">
        <span className="portico-address" title={address}>
          <span className="portico-visually-hidden">{t('account.address')} </span>
          {truncateAddress(address)}
        </span>
        <CopyAddressButton address={address} />
      </div>
      {balance ? (
        <p className="portico-balance" aria-live="polite">
          <span className="portico-visually-hidden">{t('account.balance')} </span>
          {balanceStatus === 'loading' && !balance.cached
            ? t('account.balanceLoading')
            : balanceStatus === 'failed' && !balance.cached
              ? t('account.balanceUnavailable')
              : `${balance.formatted} ${balance.symbol}`}
        </p>
      ) : null}
      <div className="portico-actions">
        <Button variant="secondary" onClick={() => dispatch(viewPushed('Networks'))}>
          {t('account.network', { network: networkName })}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(disconnect())}>
          {t('account.disconnect')}
        </Button>
      </div>
    </div>
  );
}
