import { useEffect } from 'react';
import { selectActiveBalance, selectBalanceStatus } from '../../features/balance/balanceSelectors';
import { balanceRequested } from '../../features/balance/balanceSlice';
import {
  selectActiveAddress,
  selectActiveConnection,
} from '../../features/connections/connectionsSelectors';
import { disconnect } from '../../features/connections/connectionsSlice';
import { selectActiveIdentity } from '../../features/identity/identitySelectors';
import { identityRequested } from '../../features/identity/identitySlice';
import { profileNameRequested } from '../../features/names/namesActions';
import { selectActiveProfileName } from '../../features/names/namesSelectors';
import { profileWalletsRequested } from '../../features/multiWallet/multiWalletActions';
import { selectActiveNetwork } from '../../features/networks/networksSelectors';
import { viewPushed } from '../../features/router/routerSlice';
import { selectActiveTokens } from '../../features/tokens/tokensSelectors';
import { tokensRequested } from '../../features/tokens/tokensSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { truncateAddress } from '../../utils/truncateAddress';
import { AccountNameEntry } from '../RegisterAccountName/AccountNameEntry';
import { AccountAddressKinds } from './AccountAddressKinds';
import { AccountAvatar } from './AccountAvatar';
import { CopyAddressButton } from './CopyAddressButton';
import { AccountTabs } from './AccountTabs';
import { AccountTypeRow } from './AccountTypeRow';
import { AuthEmailRow } from './AuthEmailRow';
import { WalletFeatures } from './WalletFeatures';
import { SmartSessionsRow } from '../SmartSessions/SmartSessionsRow';

/**
 * The connected account: avatar and name (from the product API, when configured), address
 * with copy, native balance, the wallet features row, the Tokens, NFTs and Activity tabs,
 * network and disconnect.
 */
export function AccountView() {
  const t = useTranslate();
  const formats = useNumberFormats();
  const dispatch = usePorticoDispatch();
  const address = usePorticoSelector(selectActiveAddress);
  const network = usePorticoSelector(selectActiveNetwork);
  const balance = usePorticoSelector(selectActiveBalance);
  const balanceStatus = usePorticoSelector(selectBalanceStatus);
  const identity = usePorticoSelector(selectActiveIdentity);
  // The profile name (reverse lookup, or the name just registered) before the identity's.
  const name = usePorticoSelector(selectActiveProfileName) ?? identity.name;
  const tokens = usePorticoSelector(selectActiveTokens);
  const isAuth = usePorticoSelector(selectActiveConnection)?.kind === 'auth';

  // The sagas' caches (30 s balances, 5 min identity) decide whether this reaches the network;
  // without an apiUrl only the native balance is asked, from the chain.
  useEffect(() => {
    dispatch(balanceRequested());
    dispatch(identityRequested());
    dispatch(profileNameRequested());
    dispatch(tokensRequested());
  }, [dispatch, address, network?.caipNetworkId]);

  if (!address) return null;
  const networkName = network?.supported ? network.name : t('account.unsupportedNetwork');
  return (
    <div className="portico-account">
      <AccountAvatar address={address} avatar={identity.avatar} label={t('account.avatar')} />
      {name ? (
        <p className="portico-account-name">
          <span className="portico-visually-hidden">{t('account.name')} </span>
          {name}
        </p>
      ) : null}
      <div className="portico-address-row" data-secondary={name ? '' : undefined}>
        <span className="portico-address">
          <span className="portico-visually-hidden">{t('account.address')} </span>
          {/* An address reads left to right, also in Arabic or Hebrew text. */}
          <bdi dir="ltr" title={address}>
            {truncateAddress(address)}
          </bdi>
        </span>
        <CopyAddressButton address={address} />
      </div>
      <AccountAddressKinds />
      {balance ? (
        <p className="portico-balance" aria-live="polite">
          <span className="portico-visually-hidden">{t('account.balance')} </span>
          {balanceStatus === 'loading' && !balance.cached
            ? t('account.balanceLoading')
            : balanceStatus === 'failed' && !balance.cached
              ? t('account.balanceUnavailable')
              : `${formats.amount(balance.formatted)} ${balance.symbol}`}
        </p>
      ) : null}
      {isAuth ? <AuthEmailRow /> : null}
      {isAuth ? <AccountTypeRow /> : null}
      <AccountNameEntry />
      <WalletFeatures />
      <AccountTabs tokens={tokens} />
      <div className="portico-actions">
        <SmartSessionsRow />
        <Button variant="secondary" onClick={() => dispatch(viewPushed('Networks'))}>
          {t('account.network', { network: networkName })}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(profileWalletsRequested())}>
          {t('account.wallets')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(disconnect())}>
          {t('account.disconnect')}
        </Button>
      </div>
    </div>
  );
}
