import { useMemo, useState } from 'react';
import { onrampFiatPicked } from '../../features/onramp/onrampActions';
import { selectOnrampForm, selectOnrampOptions } from '../../features/onramp/onrampSelectors';
import { selectLocale } from '../../features/locale/localeSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { OnrampSearch } from '../OnrampTokenSelect/OnrampSearch';

/** A currency's name in the modal's locale (`US Dollar`), or none where Intl cannot say. */
function useCurrencyName() {
  const locale = usePorticoSelector(selectLocale);
  return useMemo(() => {
    try {
      const names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' });
      return (id: string) => names.of(id) ?? '';
    } catch {
      return () => '';
    }
  }, [locale]);
}

/** The payment (fiat) currencies of the options, searchable by code or name. */
export function OnrampFiatSelectView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const options = usePorticoSelector(selectOnrampOptions);
  const { paymentCurrency } = usePorticoSelector(selectOnrampForm);
  const nameOf = useCurrencyName();
  const [query, setQuery] = useState('');
  // On the picker, so ArrowDown in the search enters the list.
  const listKeys = useListKeyboard();
  const q = query.trim().toLowerCase();
  const shown = (options?.paymentCurrencies ?? []).filter(
    (c) => q === '' || c.id.toLowerCase().includes(q) || nameOf(c.id).toLowerCase().includes(q),
  );
  return (
    <div className="portico-swap-picker" {...listKeys}>
      <OnrampSearch label={t('onramp.searchFiat')} value={query} onChange={setQuery} />
      <ul className="portico-list">
        {shown.map((currency) => (
          <li key={currency.id}>
            <button
              type="button"
              className="portico-list-button"
              aria-current={currency.id === paymentCurrency?.id || undefined}
              onClick={() => dispatch(onrampFiatPicked(currency.id))}
            >
              <span className="portico-list-label">
                <span className="portico-summary-main">{currency.id}</span>{' '}
                <span className="portico-muted">{nameOf(currency.id)}</span>
              </span>
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
