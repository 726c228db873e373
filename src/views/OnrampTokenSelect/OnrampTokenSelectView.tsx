import { useState } from 'react';
import { onrampTokenPicked } from '../../features/onramp/onrampActions';
import {
  selectOnrampForm,
  selectOnrampPurchaseChoices,
} from '../../features/onramp/onrampSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { OnrampSearch } from './OnrampSearch';

/**
 * What can be bought to the active account's network, searchable
 * by symbol or name, each with its network.
 */
export function OnrampTokenSelectView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const choices = usePorticoSelector(selectOnrampPurchaseChoices);
  const { purchase } = usePorticoSelector(selectOnrampForm);
  const [query, setQuery] = useState('');
  // On the picker, so ArrowDown in the search enters the list.
  const listKeys = useListKeyboard();
  const q = query.trim().toLowerCase();
  const shown = choices.filter(
    ({ currency }) =>
      q === '' ||
      currency.symbol.toLowerCase().includes(q) ||
      currency.name.toLowerCase().includes(q),
  );
  return (
    <div className="portico-swap-picker" {...listKeys}>
      <OnrampSearch label={t('onramp.searchToken')} value={query} onChange={setQuery} />
      {choices.length === 0 ? (
        <p className="portico-list-note" role="status">
          {t('onramp.noCurrency')}
        </p>
      ) : null}
      <ul className="portico-list">
        {shown.map(({ currency, network }) => (
          <li key={`${currency.id}:${network.name}`}>
            <button
              type="button"
              className="portico-list-button"
              aria-current={
                (currency.id === purchase?.currency.id && network.name === purchase.network.name) ||
                undefined
              }
              onClick={() =>
                dispatch(onrampTokenPicked({ currency: currency.id, network: network.name }))
              }
            >
              <span className="portico-token-icon" aria-hidden="true">
                {currency.symbol.slice(0, 1)}
              </span>
              <span className="portico-list-label">
                <span className="portico-summary-main">{currency.symbol}</span>{' '}
                <span className="portico-muted">{currency.name}</span>
              </span>
              <span className="portico-tag">{network.display_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && q !== '' ? (
        <p className="portico-list-note" role="status">
          {t('onramp.noMatch', { query: query.trim() })}
        </p>
      ) : null}
    </div>
  );
}
