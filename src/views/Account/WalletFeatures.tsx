import type { WalletFeature } from '../../config/defaults';
import { selectEffectiveFeatures } from '../../features/project/projectSelectors';
import { viewPushed } from '../../features/router/routerSlice';
import type { View } from '../../features/router/types';
import type { MessageKey } from '../../i18n/en';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';

/**
 * The wallet features the modal has built so far, with their view. A feature not listed here
 * is not offered yet (send, swap and buy arrive with their issues).
 */
const BUILT: Partial<Record<WalletFeature, { view: View; label: MessageKey }>> = {
  receive: { view: 'Receive', label: 'account.feature.receive' },
};

/**
 * Spec §1: the wallet features row in `walletFeaturesOrder` (default onramp, swaps, receive,
 * send); an entry is hidden when its flag is off (host or project) or it is not built yet.
 */
export function WalletFeatures() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const features = usePorticoSelector(selectEffectiveFeatures);
  const shown = features.walletFeaturesOrder.filter(
    (feature) => features[feature] && BUILT[feature],
  );
  if (shown.length === 0) return null;
  return (
    <nav className="portico-wallet-features" aria-label={t('account.features')}>
      {shown.map((feature) => {
        const { view, label } = BUILT[feature]!;
        return (
          <button
            key={feature}
            type="button"
            className="portico-wallet-feature"
            data-feature={feature}
            onClick={() => dispatch(viewPushed(view))}
          >
            {t(label)}
          </button>
        );
      })}
    </nav>
  );
}
