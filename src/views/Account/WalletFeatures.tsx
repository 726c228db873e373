import type { WalletFeature } from '../../config/defaults';
import { selectEffectiveFeatures } from '../../features/project/projectSelectors';
import { viewPushed } from '../../features/router/routerSlice';
import { sendRequested } from '../../features/send/sendActions';
import { swapRequested } from '../../features/swap/swapActions';
import { onrampRequested } from '../../features/onramp/onrampActions';
import { selectOnrampAvailability } from '../../features/onramp/onrampSelectors';
import { selectApiEnabled } from '../../features/options/optionsSelectors';
import type { Action } from '@reduxjs/toolkit';
import type { AdapterCapabilities } from '../../adapter/ChainAdapter';
import { selectActiveCapabilities } from '../../features/connections/connectionsSelectors';
import type { MessageKey } from '../../i18n/en';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';

interface BuiltFeature {
  open: () => Action;
  label: MessageKey;
  /** What the account's adapter must be able to do (only some chains send). */
  needs?: keyof AdapterCapabilities;
  /** Works through the product API (swaps quote and build there): hidden without `apiUrl`. */
  needsApi?: boolean;
}

/**
 * The wallet features the modal has built so far, with what opens them. A feature not listed
 * here is not offered yet.
 */
const BUILT: Partial<Record<WalletFeature, BuiltFeature>> = {
  onramp: { open: () => onrampRequested(), label: 'account.feature.onramp', needsApi: true },
  // Off the swap list it leads to UnsupportedChain with the swap's reason (the swap feature).
  swaps: {
    open: () => swapRequested(),
    label: 'account.feature.swaps',
    needs: 'send',
    needsApi: true,
  },
  receive: { open: () => viewPushed('Receive'), label: 'account.feature.receive' },
  send: { open: () => sendRequested(), label: 'account.feature.send', needs: 'send' },
};

/**
 * The wallet features row in `walletFeaturesOrder` (default onramp, swaps, receive,
 * send); an entry is hidden when its flag is off (host or project) or it is not built yet.
 */
export function WalletFeatures() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const features = usePorticoSelector(selectEffectiveFeatures);
  const capabilities = usePorticoSelector(selectActiveCapabilities);
  const apiEnabled = usePorticoSelector(selectApiEnabled);
  // Buy is hidden in a restricted region and off eip155 and solana (the onramp feature).
  const onrampOffered = usePorticoSelector(selectOnrampAvailability) === 'available';
  const shown = features.walletFeaturesOrder.filter((feature) => {
    const built = BUILT[feature];
    return (
      features[feature] &&
      built &&
      (!built.needs || capabilities[built.needs]) &&
      (!built.needsApi || apiEnabled) &&
      (feature !== 'onramp' || onrampOffered)
    );
  });
  if (shown.length === 0) return null;
  return (
    <nav className="portico-wallet-features" aria-label={t('account.features')}>
      {shown.map((feature) => {
        const { open, label } = BUILT[feature]!;
        return (
          <button
            key={feature}
            type="button"
            className="portico-wallet-feature"
            data-feature={feature}
            onClick={() => dispatch(open())}
          >
            {t(label)}
          </button>
        );
      })}
    </nav>
  );
}
