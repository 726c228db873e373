import { disconnect } from '../../features/connections/connectionsSlice';
import { selectActiveChainNetworks } from '../../features/networks/networksSelectors';
import { switchNetwork } from '../../features/networks/networksSlice';
import {
  selectSwapNetworks,
  selectSwapUnsupportedNetwork,
} from '../../features/swap/swapSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { NetworkIcon } from '../../ui/icons';
import { ListButton } from '../../ui/ListButton';
import { useListKeyboard } from '../../ui/useListKeyboard';

/**
 * The wallet is on a chain the app does not support: switch to a supported one, or leave. Asked
 * for by Swap off its networks, it says so and lists the networks that swap.
 */
export function UnsupportedChainView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const chainNetworks = usePorticoSelector(selectActiveChainNetworks);
  const swapNetworks = usePorticoSelector(selectSwapNetworks);
  const forSwap = usePorticoSelector(selectSwapUnsupportedNetwork) !== null;
  const networks = forSwap ? swapNetworks : chainNetworks;
  const listKeys = useListKeyboard();
  return (
    <div className="portico-unsupported">
      {forSwap ? (
        <>
          <p className="portico-error-text" role="alert">
            {t('swap.unsupportedNetwork')}
          </p>
          <p className="portico-muted">{t('swap.unsupportedNetworkHint')}</p>
        </>
      ) : (
        <p className="portico-muted">{t('unsupportedChain.body')}</p>
      )}
      <ul className="portico-list" aria-label={t('networks.listLabel')} {...listKeys}>
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
