import type { Transaction } from '../../api/history';

const isSpam = (transfer: Transaction['transfers'][number]) =>
  transfer.nft_info?.flags?.is_spam === true;

const hasDate = (transaction: Transaction) =>
  Number.isFinite(Date.parse(transaction.metadata.minedAt));

/**
 * Transactions whose transfers are all flagged spam are dropped, and only those on
 * `chainId` (CAIP-2) are kept (one without a chain is taken as the one asked for). One with a
 * date that does not parse cannot be placed in a month, so it is dropped too.
 */
export function visibleTransactions(
  transactions: readonly Transaction[],
  chainId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      !(transaction.transfers.length > 0 && transaction.transfers.every(isSpam)) &&
      (transaction.metadata.chain ?? chainId) === chainId &&
      hasDate(transaction),
  );
}
