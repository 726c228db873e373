import type { FeeSpeed } from '../../adapter/ChainModule';
import { sendConfirmed, sendSpeedPicked } from '../../features/send/sendActions';
import { selectSendState } from '../../features/send/sendSelectors';
import { routerReset } from '../../features/router/routerSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { useNumberFormats } from '../../i18n/useNumberFormats';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { ChoiceChips } from '../../ui/ChoiceChips';
import { Spinner } from '../../ui/Spinner';
import { formatBalance } from '../../utils/formatBalance';
import { truncateAddress } from '../../utils/truncateAddress';

const SPEEDS: readonly FeeSpeed[] = ['low', 'medium', 'high'];

/**
 * The checked send before the wallet is asked: from, to (with the name and avatar the API
 * knows), the amount and its value, the network fee from the chain, any other cost (the rent
 * of a token account the send creates on solana), and the total in fiat. Where the fee
 * follows a speed (bip122), the fee in the smallest unit at its rate and the speed to pick.
 * Sent to a Safe, the summary stays with what happened: proposed, for its owners to execute.
 */
export function SendPreviewView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const { preview, status, form } = usePorticoSelector(selectSendState);
  const formats = useNumberFormats();
  const formatFiat = formats.fiat;
  if (!preview) return null;
  const { token } = preview;
  const amountFiat = Number(preview.amount) * token.price;
  const feeFiat = preview.feeAmount === null ? 0 : Number(preview.feeAmount) * preview.nativePrice;
  const extrasFiat = preview.extras.reduce(
    (sum, extra) => sum + Number(extra.amount) * preview.nativePrice,
    0,
  );
  const sending = status === 'sending';
  const proposed = status === 'proposed';
  return (
    <div className="portico-send-preview">
      <dl className="portico-summary">
        <div>
          <dt>{t('send.amount')}</dt>
          <dd>
            <span className="portico-summary-main">
              {preview.amount} {token.symbol}
            </span>
            {token.price > 0 ? <span>{formatFiat(amountFiat)}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('send.from')}</dt>
          <dd title={preview.from}>
            <bdi dir="ltr">{truncateAddress(preview.from)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('send.to')}</dt>
          <dd title={preview.to}>
            {preview.receiverAvatar ? (
              <img src={preview.receiverAvatar} alt="" width={20} height={20} />
            ) : null}
            {preview.receiverName ? (
              <span className="portico-summary-main">{preview.receiverName}</span>
            ) : null}
            <bdi dir="ltr">{truncateAddress(preview.to)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('send.fee')}</dt>
          <dd>
            {preview.feeAmount === null
              ? t('send.feeUnavailable')
              : `${formats.amount(formatBalance(preview.feeAmount, preview.speed ? 8 : 6))} ${preview.nativeSymbol}`}
            {preview.speed && preview.fee !== null ? (
              <span>{t('send.feeRate', { fee: preview.fee, rate: preview.speed.rate })}</span>
            ) : null}
            {preview.feeAmount !== null && preview.nativePrice > 0 ? (
              <span>{formatFiat(feeFiat)}</span>
            ) : null}
          </dd>
        </div>
        {preview.extras.map((extra) => (
          <div key={extra.reason}>
            <dt>{t(`send.extra.${extra.reason}`)}</dt>
            <dd>
              {`${formats.amount(formatBalance(extra.amount, 6))} ${preview.nativeSymbol}`}
              {preview.nativePrice > 0 ? (
                <span>{formatFiat(Number(extra.amount) * preview.nativePrice)}</span>
              ) : null}
            </dd>
          </div>
        ))}
        {token.price > 0 || preview.nativePrice > 0 ? (
          <div>
            <dt>{t('send.total')}</dt>
            <dd className="portico-summary-main">
              {formatFiat(amountFiat + feeFiat + extrasFiat)}
            </dd>
          </div>
        ) : null}
      </dl>
      {preview.speed && !proposed ? (
        <ChoiceChips
          legend={t('send.speed')}
          choices={SPEEDS.map((speed) => ({ key: speed, label: t(`send.speed.${speed}`) }))}
          selected={form.speed}
          onPick={(speed) => dispatch(sendSpeedPicked(speed))}
          disabled={sending}
        />
      ) : null}
      {sending ? (
        <p className="portico-list-note">
          <Spinner label={t('send.sending')} /> <span aria-hidden="true">{t('send.sending')}</span>
        </p>
      ) : null}
      {proposed ? (
        <>
          <p className="portico-list-note" role="status">
            {t('send.proposed')}
          </p>
          <Button onClick={() => dispatch(routerReset('Account'))}>{t('send.proposedDone')}</Button>
        </>
      ) : (
        <Button onClick={() => dispatch(sendConfirmed())} disabled={status !== 'previewing'}>
          {t('send.confirm')}
        </Button>
      )}
    </div>
  );
}
