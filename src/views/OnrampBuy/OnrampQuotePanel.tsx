import { onrampQuoteRefreshRequested } from '../../features/onramp/onrampActions';
import { fiatText, providerFeeOf } from '../../features/onramp/onrampMath';
import type { Money, OnrampQuoteState } from '../../features/onramp/types';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch } from '../../store/PorticoReduxContext';
import { formatTokenAmount } from '../../utils/formatSwap';

interface OnrampQuotePanelProps {
  quote: OnrampQuoteState;
  /** The provider's name, for the estimate's text. */
  provider: string;
  /** Now, in ms: the countdown's clock. */
  now: number;
}

/**
 * The quote in a polite live region: what is received, the network fee, the
 * provider's fee (total − subtotal − network fee), subtotal, total and the quote's id. A local
 * estimate is marked as one. The countdown sits outside the live region, so it is
 * not read out each second.
 */
export function OnrampQuotePanel({ quote: state, provider, now }: OnrampQuotePanelProps) {
  const t = useTranslate();
  const formats = useNumberFormats();
  const dispatch = usePorticoDispatch();
  const { quote, status } = state;
  const money = (value: Money | null) =>
    value ? t('onramp.money', { amount: fiatText(value.amount), currency: value.currency }) : '';
  const seconds = quote ? Math.max(0, Math.ceil((quote.expiresAt - now) / 1_000)) : 0;
  const received = quote?.purchaseAmount;

  return (
    <>
      <div
        className="portico-swap-quote"
        role="status"
        aria-label={t('onramp.quote')}
        aria-busy={status === 'loading'}
      >
        {status === 'loading' ? <p className="portico-muted">{t('onramp.quoting')}</p> : null}
        {status === 'ready' && quote ? (
          <>
            {quote.estimate ? (
              <p className="portico-onramp-estimate">
                <span className="portico-tag" data-variant="warning">
                  {t('onramp.estimate')}
                </span>{' '}
                {t('onramp.estimateHint', { provider })}
              </p>
            ) : null}
            <dl className="portico-summary">
              <div>
                <dt>{t('onramp.youReceive')}</dt>
                <dd className="portico-summary-main">
                  {received
                    ? t('onramp.money', {
                        amount: formats.amount(formatTokenAmount(received.amount)),
                        currency: received.currency,
                      })
                    : t('onramp.receiveAtCheckout', { provider })}
                </dd>
              </div>
              <div>
                <dt>{t('onramp.networkFee')}</dt>
                <dd>{money(quote.networkFee)}</dd>
              </div>
              <div>
                <dt>{t('onramp.fee')}</dt>
                <dd>{money(providerFeeOf(quote))}</dd>
              </div>
              <div>
                <dt>{t('onramp.subtotal')}</dt>
                <dd>{money(quote.paymentSubtotal)}</dd>
              </div>
              <div>
                <dt>{t('onramp.total')}</dt>
                <dd className="portico-summary-main">{money(quote.paymentTotal)}</dd>
              </div>
              <div>
                <dt>{t('onramp.quoteId')}</dt>
                <dd className="portico-onramp-quote-id">{quote.quoteId}</dd>
              </div>
            </dl>
          </>
        ) : null}
      </div>
      {status === 'ready' && quote ? (
        <div className="portico-onramp-expiry">
          {seconds > 0 ? (
            <p className="portico-muted">{t('onramp.expiresIn', { seconds })}</p>
          ) : (
            <>
              <p className="portico-error-text">{t('onramp.expired')}</p>
              <button
                type="button"
                className="portico-link-button"
                onClick={() => dispatch(onrampQuoteRefreshRequested())}
              >
                {t('onramp.refresh')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </>
  );
}
