import { selectActiveAddress } from '../../features/connections/connectionsSelectors';
import { selectActiveChainNetworks } from '../../features/networks/networksSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { QrCode } from '../../ui/QrCode';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { CopyAddressButton } from '../Account/CopyAddressButton';

/**
 * Receive: the active address as a QR code and in full with copy, the configured networks
 * that share it (the active account's namespace: one address serves all of them), and which
 * assets may be sent to it.
 */
export function ReceiveView() {
  const t = useTranslate();
  const address = usePorticoSelector(selectActiveAddress);
  const networks = usePorticoSelector(selectActiveChainNetworks);
  if (!address) return null;
  return (
    <div className="portico-receive">
      <QrCode value={address} label={t('receive.qrLabel')} size={200} />
      <div className="portico-address-row">
        <code className="portico-receive-address" dir="ltr">
          {address}
        </code>
        <CopyAddressButton address={address} />
      </div>
      <section className="portico-receive-networks" aria-label={t('receive.networks')}>
        <p>{t('receive.networksHint')}</p>
        <ul>
          {networks.map((network) => {
            const image = safeImageUrl(network.assets?.imageUrl);
            return (
              <li key={network.caipNetworkId}>
                {image ? <img src={image} alt="" width={20} height={20} /> : null}
                {network.name}
              </li>
            );
          })}
        </ul>
      </section>
      <p className="portico-receive-note">{t('receive.assetsNote')}</p>
    </div>
  );
}
