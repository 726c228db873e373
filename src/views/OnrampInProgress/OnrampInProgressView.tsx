import { onrampDone } from '../../features/onramp/onrampActions';
import { findOnrampProvider } from '../../features/onramp/onrampProviders';
import { selectOnrampState } from '../../features/onramp/onrampSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { InfoIcon } from '../../ui/icons';
import { StatusPanel } from '../../ui/StatusPanel';
import { MeldLogo } from '../OnrampProviders/MeldLogo';

/**
 * The purchase at the provider: waiting while its window is open (closing it brings Account
 * back, balances read again); a blocked window is said, with the provider's URL as a link to
 * open in a new tab, and Done.
 */
export function OnrampInProgressView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { checkout, provider: providerId } = usePorticoSelector(selectOnrampState);
  const provider = findOnrampProvider(providerId).name;
  const done = (
    <Button variant="secondary" onClick={() => dispatch(onrampDone())}>
      {t('onramp.done')}
    </Button>
  );
  if (checkout.status === 'blocked' && checkout.url)
    return (
      <StatusPanel
        icon={<InfoIcon />}
        title={t('onramp.blocked', { provider })}
        hint={t('onramp.blockedHint', { provider })}
      >
        <a
          className="portico-button"
          data-variant="primary"
          href={checkout.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('onramp.openLink', { provider })}
        </a>
        {done}
      </StatusPanel>
    );
  return (
    <StatusPanel
      icon={<MeldLogo size={32} />}
      title={t('onramp.waiting', { provider })}
      hint={t('onramp.waitingHint')}
      busy
    >
      {done}
    </StatusPanel>
  );
}
