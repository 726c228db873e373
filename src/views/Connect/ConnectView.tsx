import { selectFeatures } from '../../features/options/selectFeatures';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { WalletSection } from './WalletSection';

/**
 * The Connect view: one section per connect method, in the configured order (spec §1).
 * Email and social sections appear once an embedded-wallet connector is registered; until
 * then the wallet section is the only method.
 */
export function ConnectView() {
  const { connectMethodsOrder } = usePorticoSelector(selectFeatures);
  return (
    <div className="portico-connect">
      {connectMethodsOrder.map((method) =>
        method === 'wallet' ? <WalletSection key={method} /> : null,
      )}
    </div>
  );
}
