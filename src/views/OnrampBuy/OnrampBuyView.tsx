import {
  onrampAmountEdited,
  onrampContinued,
  onrampFiatPickerOpened,
  onrampTokenPickerOpened,
} from '../../features/onramp/onrampActions';
import { quickAmounts, quoteMatches } from '../../features/onramp/onrampMath';
import { findOnrampProvider } from '../../features/onramp/onrampProviders';
import {
  selectOnrampAvailability,
  selectOnrampForm,
  selectOnrampState,
} from '../../features/onramp/onrampSelectors';
import { openOnrampWindow } from '../../features/onramp/onrampWindow';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Field } from '../../ui/Field';
import { OnrampNotice } from '../OnrampProviders/OnrampNotice';
import { OnrampMethodChoice } from './OnrampMethodChoice';
import { OnrampQuotePanel } from './OnrampQuotePanel';
import { useNow } from './useNow';

/**
 * The purchase form: the fiat amount with its currency, quick amounts
 * and the payment method (its limits enforced before any quote), what to buy, the live quote
 * with its countdown, and Continue to the provider.
 */
export function OnrampBuyView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const availability = usePorticoSelector(selectOnrampAvailability);
  const onramp = usePorticoSelector(selectOnrampState);
  const form = usePorticoSelector(selectOnrampForm);
  const { quote, checkout, error } = onramp;
  const now = useNow(quote.status === 'ready');
  if (availability !== 'available') return <OnrampNotice availability={availability} />;
  if (!onramp.options.value)
    return (
      <p className="portico-list-note" role="status">
        {t('onramp.optionsLoading')}
      </p>
    );

  const provider = findOnrampProvider(onramp.provider).name;
  const currency = form.paymentCurrency?.id ?? '';
  const { limits, purchase, request } = form;
  const shown = quote.quote;
  const opening = checkout.status === 'opening';
  const canContinue =
    quote.status === 'ready' &&
    quoteMatches(shown, request) &&
    shown.expiresAt > now &&
    checkout.status === 'editing';

  return (
    <form
      className="portico-swap portico-onramp"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!canContinue) return;
        // In the click's own task, or a popup blocker stops the provider's window.
        openOnrampWindow();
        dispatch(onrampContinued());
      }}
    >
      <fieldset className="portico-swap-side">
        <legend>{t('swap.pay')}</legend>
        <button
          type="button"
          className="portico-swap-token"
          aria-label={t('onramp.payWith', { currency })}
          onClick={() => dispatch(onrampFiatPickerOpened())}
        >
          <span>{currency}</span>
          <span aria-hidden="true" className="portico-swap-token-caret">
            ▾
          </span>
        </button>
        <Field
          label={t('onramp.amount')}
          problem={form.problem ? t(form.problem.key, form.problem.params) : null}
          {...(limits && { hint: t('onramp.limits', { ...limits, currency }) })}
        >
          {(field) => (
            <input
              {...field}
              className="portico-input"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder="0.00"
              value={form.amount}
              onChange={(event) => dispatch(onrampAmountEdited(event.target.value))}
            />
          )}
        </Field>
        <div className="portico-onramp-quick" role="group" aria-label={t('onramp.quickAmounts')}>
          {quickAmounts(limits).map((amount) => (
            <button
              key={amount}
              type="button"
              className="portico-choice"
              aria-pressed={form.amount === amount}
              onClick={() => dispatch(onrampAmountEdited(amount))}
            >
              {t('onramp.money', { amount, currency })}
            </button>
          ))}
        </div>
        <OnrampMethodChoice methods={form.methods} method={form.method} />
      </fieldset>
      <fieldset className="portico-swap-side">
        <legend>{t('onramp.buy')}</legend>
        {purchase ? (
          <button
            type="button"
            className="portico-swap-token"
            // Named by its visible text (WCAG 2.5.3); the fieldset's legend says what it is for.
            onClick={() => dispatch(onrampTokenPickerOpened())}
          >
            <span>{purchase.currency.symbol}</span>{' '}
            <span className="portico-muted">{purchase.network.display_name}</span>
            <span aria-hidden="true" className="portico-swap-token-caret">
              ▾
            </span>
          </button>
        ) : (
          <p className="portico-error-text" role="alert">
            {t('onramp.noCurrency')}
          </p>
        )}
      </fieldset>
      <OnrampQuotePanel quote={quote} provider={provider} now={now} />
      {error ? (
        <p className="portico-error-text" role="alert">
          {t('onramp.error.url', { provider })}
        </p>
      ) : null}
      <button
        type="submit"
        className="portico-button"
        data-variant="primary"
        disabled={!canContinue}
      >
        {opening ? t('onramp.opening', { provider }) : t('onramp.continue')}
      </button>
    </form>
  );
}
