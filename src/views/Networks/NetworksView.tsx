import { selectActiveNetwork, selectNetworks } from '../../features/networks/networksSelectors';
import { switchNetwork } from '../../features/networks/networksSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { NetworkIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';

/** Every configured network, the active one marked; choosing one follows spec §2's rules. */
export function NetworksView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const networks = usePorticoSelector(selectNetworks);
  const active = usePorticoSelector(selectActiveNetwork);
  return (
    <ul className="portico-list" aria-label={t('networks.listLabel')}>
      {networks.map((network) => {
        const isActive = network.caipNetworkId === active?.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <ListButton
              label={network.name}
              fallbackIcon={<NetworkIcon />}
              {...(network.assets?.imageUrl ? { imageUrl: network.assets.imageUrl } : {})}
              current={isActive}
              tags={[
                ...(isActive ? [t('networks.active')] : []),
                ...(network.testnet ? [t('networks.testnet')] : []),
              ]}
              onClick={() => dispatch(switchNetwork(network.caipNetworkId))}
            />
          </li>
        );
      })}
    </ul>
  );
}
