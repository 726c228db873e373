import { SWAP_SLIPPAGE_PERCENT } from '../../features/swap/swapMath';
import type { SwapSummary } from '../../features/swap/swapSummary';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { formatPercent, formatRate, formatTokenAmount } from '../../utils/formatSwap';

/**
 * The quote as the user types, in a polite live region: the rate both ways, price impact,
 * minimum received at the 1 % slippage, the network fee (gas price × a swap's gas) and
 * the provider's fee, with their values in fiat where prices are known.
 */
export function SwapQuotePanel({ summary }: { summary: SwapSummary }) {
  const t = useTranslate();
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;
  const { from, to, native, quote, quoteStatus, action, networkFee } = summary;
  const fiat = (amount: string, price: number | undefined) =>
    price && price > 0 ? <span>{formatFiat(Number(amount) * price)}</span> : null;

  let body = null;
  if (action === 'noRoute') body = <p className="portico-muted">{t('swap.noRoute')}</p>;
  else if (quote && from && to)
    body = (
      <dl className="portico-summary">
        <div>
          <dt>{t('swap.rate')}</dt>
          <dd>
            <span>
              {t('swap.rateValue', {
                from: from.symbol,
                amount: formats.amount(formatRate(quote.rate)),
                to: to.symbol,
              })}
            </span>
            <span>
              {t('swap.rateValue', {
                from: to.symbol,
                amount: formats.amount(formatRate(quote.inverseRate)),
                to: from.symbol,
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('swap.priceImpact')}</dt>
          <dd>
            {quote.priceImpact === null
              ? t('swap.unknown')
              : t('swap.slippageValue', {
                  percent: formats.amount(formatPercent(quote.priceImpact)),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('swap.minimumReceived')}</dt>
          <dd>
            {`${formats.amount(formatTokenAmount(quote.minimumReceived))} ${to.symbol}`}
            {fiat(quote.minimumReceived, to.price)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.slippage')}</dt>
          <dd>{t('swap.slippageValue', { percent: SWAP_SLIPPAGE_PERCENT })}</dd>
        </div>
        <div>
          <dt>{t('swap.networkFee')}</dt>
          <dd>
            {networkFee === null || !native
              ? t('swap.unknown')
              : t('swap.feeAbout', {
                  amount: formats.amount(formatTokenAmount(networkFee)),
                  symbol: native.symbol,
                })}
            {networkFee !== null ? fiat(networkFee, native?.price) : null}
          </dd>
        </div>
        <div>
          <dt>{t('swap.providerFee')}</dt>
          <dd>
            {`${formats.amount(formatTokenAmount(quote.providerFee))} ${from.symbol}`}
            {fiat(quote.providerFee, from.price)}
          </dd>
        </div>
      </dl>
    );
  else if (quoteStatus === 'loading') body = <p className="portico-muted">{t('swap.quoting')}</p>;

  return (
    <div
      className="portico-swap-quote"
      role="status"
      aria-label={t('swap.quote')}
      aria-busy={quoteStatus === 'loading'}
    >
      {body}
    </div>
  );
}
