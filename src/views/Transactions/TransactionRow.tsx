import type { Translate } from '../../i18n/createTranslator';
import type { TransactionSummary } from './describeTransaction';

interface TransactionRowProps {
  summary: TransactionSummary;
  t: Translate;
  formatQuantity(quantity: string): string;
  formatTime(date: Date): string;
}

/** One activity row: what happened, with whom, how much (or which NFT), when, and its status. */
export function TransactionRow({ summary, t, formatQuantity, formatTime }: TransactionRowProps) {
  const { amount } = summary;
  const image = amount?.kind === 'nft' ? amount.preview : amount?.icon;
  return (
    <li className="portico-transaction" data-status={summary.status}>
      {image ? (
        <img
          className="portico-transaction-image"
          data-kind={amount?.kind}
          src={image}
          alt=""
          width={32}
          height={32}
          loading="lazy"
        />
      ) : (
        <span className="portico-transaction-image" aria-hidden="true" />
      )}
      <span className="portico-transaction-main">
        <span className="portico-transaction-operation">{t(summary.operationKey)}</span>
        <span className="portico-transaction-party">
          {t(summary.counterparty.key, { address: summary.counterparty.address })}
        </span>
      </span>
      <span className="portico-transaction-side">
        {amount ? (
          <span className="portico-transaction-amount">
            {amount.sign}
            {amount.kind === 'token'
              ? `${formatQuantity(amount.quantity)} ${amount.symbol}`
              : amount.name || t('activity.nft')}
          </span>
        ) : null}
        <span className="portico-transaction-meta">
          <span className="portico-transaction-status">{t(summary.statusKey)}</span>
          {' · '}
          <time dateTime={summary.minedAt.toISOString()}>{formatTime(summary.minedAt)}</time>
        </span>
      </span>
    </li>
  );
}
