import { selectNetworkSwitch, selectNetworks } from '../../features/networks/networksSelectors';
import { networkSwitchRetried } from '../../features/networks/networksSlice';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { NetworkIcon } from '../../ui/icons';
import { StatusPanel } from '../../ui/StatusPanel';

/** Waiting on the wallet to switch chains; a refusal shows the reason and a retry. */
export function SwitchNetworkView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const current = usePorticoSelector(selectNetworkSwitch);
  const networks = usePorticoSelector(selectNetworks);
  if (current.status !== 'switching' && current.status !== 'failed') return null;
  const target = networks.find((n) => n.caipNetworkId === current.target);
  const network = target?.name ?? current.target;
  const failed = current.status === 'failed';
  return (
    <StatusPanel
      icon={<NetworkIcon />}
      busy={!failed}
      title={failed ? t('switchNetwork.failed') : t('switchNetwork.approve')}
      hint={t('switchNetwork.approveHint', { network })}
      {...(failed ? { error: t(errorMessageKey(current.error)) } : {})}
    >
      {failed ? (
        <Button onClick={() => dispatch(networkSwitchRetried())}>{t('switchNetwork.retry')}</Button>
      ) : null}
    </StatusPanel>
  );
}
