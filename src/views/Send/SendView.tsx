import { selectActiveAddress } from '../../features/connections/connectionsSelectors';
import {
  sendFieldEdited,
  sendMaxRequested,
  sendPreviewRequested,
} from '../../features/send/sendActions';
import {
  selectSendState,
  selectSendToken,
  selectSendTokens,
} from '../../features/send/sendSelectors';
import type { SendProblem } from '../../features/send/types';
import { errorMessageKey } from '../../i18n/errorMessageKey';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { formatBalance } from '../../utils/formatBalance';
import { AmountInput } from '../../ui/AmountInput';
import { Field } from '../../ui/Field';

/**
 * The send form: the token (from the account's balances), the amount with Max and its value,
 * the receiver (an address or a name). Preview checks it; what was typed stays
 * through problems, the preview and a refused send.
 */
export function SendView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const address = usePorticoSelector(selectActiveAddress);
  const send = usePorticoSelector(selectSendState);
  const tokens = usePorticoSelector(selectSendTokens);
  const token = usePorticoSelector(selectSendToken);
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;

  if (!address) return <p className="portico-list-note">{t('send.error.noAccount')}</p>;
  const { form, problem, error, status } = send;
  const problemOf = (field: SendProblem['field']) =>
    problem && problem.field === field ? t(problem.key, problem.params) : null;
  const edit = (field: 'token' | 'amount' | 'receiver', value: string) =>
    dispatch(sendFieldEdited({ field, value }));
  const amount = Number(form.amount);
  const fiat =
    token && Number.isFinite(amount) && amount > 0 && token.price > 0
      ? t('send.fiat', { value: formatFiat(amount * token.price) })
      : null;
  const failure = error
    ? error.reason
      ? t('send.revertedWithReason', { reason: error.reason })
      : t(errorMessageKey(error), error.params)
    : null;

  return (
    <form
      className="portico-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(sendPreviewRequested());
      }}
    >
      <Field label={t('send.token')} problem={problemOf('token')}>
        {(field) => (
          <select
            {...field}
            className="portico-input"
            value={token?.key ?? ''}
            onChange={(event) => edit('token', event.target.value)}
          >
            {tokens.map((option) => (
              <option key={option.key} value={option.key}>
                {option.symbol}
              </option>
            ))}
          </select>
        )}
      </Field>
      {token ? (
        <p className="portico-send-balance">
          {t('send.balance', {
            amount: formats.amount(formatBalance(token.balance)),
            symbol: token.symbol,
          })}
        </p>
      ) : null}
      <Field label={t('send.amount')} problem={problemOf('amount')} {...(fiat && { hint: fiat })}>
        {(field) => (
          <AmountInput
            decimalComma={formats.decimalSeparator === ','}
            field={field}
            value={form.amount}
            onChange={(value) => edit('amount', value)}
            maxLabel={t('send.max')}
            onMax={() => dispatch(sendMaxRequested())}
          />
        )}
      </Field>
      <Field
        label={t('send.receiver')}
        problem={problemOf('receiver')}
        hint={t('send.receiverHint')}
      >
        {(field) => (
          <input
            {...field}
            className="portico-input"
            autoComplete="off"
            spellCheck={false}
            value={form.receiver}
            onChange={(event) => edit('receiver', event.target.value)}
          />
        )}
      </Field>
      {problem && problem.field === null ? (
        <p className="portico-error-text" role="alert">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
      {failure ? (
        <p className="portico-error-text" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="portico-button"
        data-variant="primary"
        disabled={status === 'checking'}
      >
        {status === 'checking' ? t('send.checking') : t('send.preview')}
      </button>
    </form>
  );
}
