import { selectNetworkSwitch, selectNetworks } from '../../features/networks/networksSelectors';
import { activeChainSwitchConfirmed } from '../../features/networks/networksSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { NetworkIcon } from '../../ui/icons';
import { StatusPanel } from '../../ui/StatusPanel';

/** The chosen network is in a namespace with no account yet; connect a wallet there. */
export function SwitchActiveChainView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const current = usePorticoSelector(selectNetworkSwitch);
  const networks = usePorticoSelector(selectNetworks);
  if (current.status !== 'confirming') return null;
  const network = networks.find((n) => n.caipNetworkId === current.target)?.name ?? current.target;
  return (
    <StatusPanel
      icon={<NetworkIcon />}
      title={t('view.SwitchActiveChain.title')}
      hint={t('switchActiveChain.body', { network })}
    >
      <Button onClick={() => dispatch(activeChainSwitchConfirmed())}>
        {t('switchActiveChain.confirm')}
      </Button>
    </StatusPanel>
  );
}
