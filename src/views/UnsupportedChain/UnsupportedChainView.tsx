import { disconnect } from '../../features/connections/connectionsSlice';
import { selectActiveChainNetworks } from '../../features/networks/networksSelectors';
import { switchNetwork } from '../../features/networks/networksSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { NetworkIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';

/** The wallet is on a chain the app does not support: switch to a supported one, or leave. */
export function UnsupportedChainView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const networks = usePorticoSelector(selectActiveChainNetworks);
  return (
    <div className="portico-unsupported">
      <p className="portico-muted">{t('unsupportedChain.body')}</p>
      <ul className="portico-list" aria-label={t('networks.listLabel')}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <ListButton
              label={network.name}
              fallbackIcon={<NetworkIcon />}
              {...(network.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {})}
              onClick={() => dispatch(switchNetwork(network.caipNetworkId))}
            />
          </li>
        ))}
      </ul>
      <div className="portico-actions">
        <Button variant="secondary" onClick={() => dispatch(disconnect())}>
          {t('unsupportedChain.disconnect')}
        </Button>
      </div>
    </div>
  );
}
