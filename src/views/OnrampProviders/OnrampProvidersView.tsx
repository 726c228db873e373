import { Fragment } from 'react';
import { onrampProviderSelected } from '../../features/onramp/onrampActions';
import { ONRAMP_PROVIDERS } from '../../features/onramp/onrampProviders';
import { selectOnrampAvailability } from '../../features/onramp/onrampSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { MeldLogo } from './MeldLogo';
import { METHOD_LABEL } from './methodLabel';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { OnrampNotice } from './OnrampNotice';

/**
 * The providers to buy through: each with its logo, name, fee range and payment
 * methods. In a restricted region, without the product API or off eip155 and solana, a notice.
 */
export function OnrampProvidersView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const availability = usePorticoSelector(selectOnrampAvailability);
  const listKeys = useListKeyboard();
  if (availability !== 'available') return <OnrampNotice availability={availability} />;
  return (
    <section aria-label={t('onramp.providers')}>
      <ul className="portico-list" {...listKeys}>
        {ONRAMP_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className="portico-list-button"
              data-provider={provider.id}
              onClick={() => dispatch(onrampProviderSelected(provider.id))}
            >
              <span className="portico-list-icon">
                <MeldLogo />
              </span>
              <span className="portico-list-label">
                <span className="portico-summary-main">{provider.name}</span>{' '}
                <span className="portico-muted">{t('onramp.providerFee', provider.feeRange)}</span>
              </span>
              {provider.methods.map((method) => (
                <Fragment key={method}>
                  {' '}
                  <span className="portico-tag">{t(METHOD_LABEL[method])}</span>
                </Fragment>
              ))}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
