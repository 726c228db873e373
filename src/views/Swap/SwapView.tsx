import { selectApiEnabled } from '../../features/options/optionsSelectors';
import {
  swapAmountEdited,
  swapFlipped,
  swapMaxRequested,
  swapPreviewRequested,
} from '../../features/swap/swapActions';
import { selectSwapState } from '../../features/swap/swapSelectors';
import { selectSwapSummary, type SwapAction } from '../../features/swap/swapSummary';
import type { SwapProblem } from '../../features/swap/types';
import type { MessageKey } from '../../i18n/en';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { AmountInput } from '../../ui/AmountInput';
import { Field } from '../../ui/Field';
import { formatBalance } from '../../utils/formatBalance';
import { formatTokenAmount } from '../../utils/formatSwap';
import { SwapQuotePanel } from './SwapQuotePanel';
import { SwapTokenButton } from './SwapTokenButton';
import { useSwapErrorText } from './useSwapErrorText';

const ACTION_LABEL: Record<SwapAction, MessageKey> = {
  selectToken: 'swap.action.selectToken',
  enterAmount: 'swap.action.enterAmount',
  invalidAmount: 'swap.action.invalidAmount',
  insufficientBalance: 'swap.action.insufficientBalance',
  quoting: 'swap.action.quoting',
  noRoute: 'swap.action.noRoute',
  quoteFailed: 'swap.action.quoteFailed',
  review: 'swap.review',
};

/**
 * The swap form: the token paid with its amount (Max keeps a native swap's fee), flip, the
 * token received with the quoted amount, and the live quote; "Review swap" once it can be.
 */
export function SwapView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const apiEnabled = usePorticoSelector(selectApiEnabled);
  const swap = usePorticoSelector(selectSwapState);
  const summary = usePorticoSelector(selectSwapSummary);
  const errorText = useSwapErrorText();
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;
  if (!apiEnabled) return <p className="portico-list-note">{t('swap.unavailable')}</p>;

  const { form, problem, error, status } = swap;
  const { from, to, quote, action } = summary;
  const problemOf = (field: SwapProblem['field']) =>
    problem && problem.field === field ? t(problem.key, problem.params) : null;
  const amount = Number(form.amount);
  const payFiat =
    from && from.price > 0 && amount > 0
      ? t('swap.fiat', { value: formatFiat(amount * from.price) })
      : null;
  const receiveFiat =
    to && quote && to.price > 0
      ? t('swap.fiat', { value: formatFiat(Number(quote.toAmount) * to.price) })
      : null;
  const quoteError = swap.quote.status === 'failed' ? swap.quote.error : null;
  const failure = error ?? quoteError;
  const preparing = status === 'preparing';

  return (
    <form
      className="portico-swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (action === 'review') dispatch(swapPreviewRequested());
      }}
    >
      <fieldset className="portico-swap-side">
        <legend>{t('swap.pay')}</legend>
        <SwapTokenButton side="from" token={from} />
        <Field
          label={t('swap.amount')}
          problem={problemOf('amount') ?? problemOf('from')}
          {...(payFiat && { hint: payFiat })}
        >
          {(field) => (
            <AmountInput
              decimalComma={formats.decimalSeparator === ','}
              field={field}
              value={form.amount}
              onChange={(value) => dispatch(swapAmountEdited(value))}
              maxLabel={t('swap.max')}
              onMax={() => dispatch(swapMaxRequested())}
              maxDisabled={!from}
            />
          )}
        </Field>
        {from ? (
          <p className="portico-send-balance">
            {t('swap.balance', {
              amount: formats.amount(formatBalance(from.balance)),
              symbol: from.symbol,
            })}
          </p>
        ) : null}
      </fieldset>
      <button
        type="button"
        className="portico-swap-flip"
        aria-label={t('swap.flip')}
        disabled={!from || !to}
        onClick={() => dispatch(swapFlipped({ from: from?.id ?? null, to: to?.id ?? null }))}
      >
        <span aria-hidden="true">⇅</span>
      </button>
      <fieldset className="portico-swap-side">
        <legend>{t('swap.receive')}</legend>
        <SwapTokenButton side="to" token={to} />
        <Field
          label={t('swap.received')}
          problem={problemOf('to')}
          {...(receiveFiat && { hint: receiveFiat })}
        >
          {(field) => (
            <input
              {...field}
              className="portico-input"
              readOnly
              placeholder="0.0"
              value={quote ? formatTokenAmount(quote.toAmount) : ''}
            />
          )}
        </Field>
        {to?.balance ? (
          <p className="portico-send-balance">
            {t('swap.balance', {
              amount: formats.amount(formatBalance(to.balance)),
              symbol: to.symbol,
            })}
          </p>
        ) : null}
      </fieldset>
      <SwapQuotePanel summary={summary} />
      {problem && problem.field === null ? (
        <p className="portico-error-text" role="alert">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
      {failure ? (
        <p className="portico-error-text" role="alert">
          {errorText(failure)}
        </p>
      ) : null}
      <button
        type="submit"
        className="portico-button"
        data-variant="primary"
        disabled={preparing || action !== 'review'}
      >
        {preparing ? t('swap.preparing') : t(ACTION_LABEL[action], { symbol: from?.symbol ?? '' })}
      </button>
    </form>
  );
}
