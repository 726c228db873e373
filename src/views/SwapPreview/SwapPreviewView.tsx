import { swapConfirmed } from '../../features/swap/swapActions';
import { fromBaseUnits } from '../../features/swap/swapMath';
import { selectSwapState } from '../../features/swap/swapSelectors';
import { quoteFigures } from '../../features/swap/swapSummary';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatPercent, formatRate, formatTokenAmount } from '../../utils/formatSwap';
import { useSwapErrorText } from '../Swap/useSwapErrorText';
import { SwapSteps } from './SwapSteps';

const BUSY = {
  approving: 'swap.approving',
  approvalPending: 'swap.approvalPending',
  swapping: 'swap.swapping',
  swapPending: 'swap.swapPending',
} as const;

/**
 * The swap under review: what is paid and received (kept fresh by the quote refresh), the
 * least received, rate, price impact and fees; the steps (the approval first when the
 * allowance is short), and one button for the next of them.
 */
export function SwapPreviewView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { preview, status, error } = usePorticoSelector(selectSwapState);
  const errorText = useSwapErrorText();
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;
  if (!preview) return null;
  const { from, to } = preview;
  const figures = quoteFigures(from, to, BigInt(preview.fromAmount), BigInt(preview.toAmount));
  const received = fromBaseUnits(BigInt(preview.toAmount), to.decimals);
  const minimum = fromBaseUnits(BigInt(preview.minimumReceived), to.decimals);
  const fee = fromBaseUnits(BigInt(preview.networkFee), preview.nativeDecimals);
  const nativePrice = [from, to].find((token) => token.native)?.price ?? 0;
  const fiat = (amount: string, price: number) =>
    price > 0 ? <span>{formatFiat(Number(amount) * price)}</span> : null;
  const busy = status in BUSY ? BUSY[status as keyof typeof BUSY] : null;
  const next = preview.approved ? 'swap' : preview.batched ? 'batch' : 'approve';

  return (
    <div className="portico-swap-preview">
      <dl className="portico-summary">
        <div>
          <dt>{t('swap.pay')}</dt>
          <dd>
            <span className="portico-summary-main">{`${preview.amount} ${from.symbol}`}</span>
            {fiat(preview.amount, from.price)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.receive')}</dt>
          <dd>
            <span className="portico-summary-main">{`${formats.amount(formatTokenAmount(received))} ${to.symbol}`}</span>
            {fiat(received, to.price)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.minimumReceived')}</dt>
          <dd>{`${formats.amount(formatTokenAmount(minimum))} ${to.symbol}`}</dd>
        </div>
        <div>
          <dt>{t('swap.rate')}</dt>
          <dd>
            {t('swap.rateValue', {
              from: from.symbol,
              amount: formats.amount(formatRate(figures.rate)),
              to: to.symbol,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('swap.priceImpact')}</dt>
          <dd>
            {figures.priceImpact === null
              ? t('swap.unknown')
              : t('swap.slippageValue', {
                  percent: formats.amount(formatPercent(figures.priceImpact)),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('swap.networkFee')}</dt>
          <dd>
            {preview.feeEstimated
              ? `${formats.amount(formatTokenAmount(fee))} ${preview.nativeSymbol}`
              : t('swap.feeAbout', {
                  amount: formats.amount(formatTokenAmount(fee)),
                  symbol: preview.nativeSymbol,
                })}
            {fiat(fee, nativePrice)}
          </dd>
        </div>
        <div>
          <dt>{t('swap.providerFee')}</dt>
          <dd>
            {`${formats.amount(formatTokenAmount(figures.providerFee))} ${from.symbol}`}
            {fiat(figures.providerFee, from.price)}
          </dd>
        </div>
      </dl>
      <SwapSteps preview={preview} status={status} />
      {next !== 'swap' && !busy ? (
        <p className="portico-muted">{t('swap.approveHint', { symbol: from.symbol })}</p>
      ) : null}
      {busy ? (
        <p className="portico-list-note">
          <Spinner label={t(busy)} /> <span aria-hidden="true">{t(busy)}</span>
        </p>
      ) : null}
      {error && !busy ? (
        <p className="portico-error-text" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <Button onClick={() => dispatch(swapConfirmed())} disabled={status !== 'previewing'}>
        {next === 'approve'
          ? t('swap.confirmApprove', { symbol: from.symbol })
          : next === 'batch'
            ? t('swap.confirmBatch', { symbol: from.symbol })
            : t('swap.confirmSwap')}
      </Button>
    </div>
  );
}
