import { OPERATION_TYPES, type Transaction } from '../../api/history';
import type { MessageKey } from '../../i18n/en';
import { formatBalance } from '../../utils/formatBalance';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { truncateAddress } from '../../utils/truncateAddress';

type OperationType = (typeof OPERATION_TYPES)[number];

/** What one activity row shows, before the catalogue and the locale are applied. */
export interface TransactionSummary {
  id: string;
  operationKey: MessageKey;
  statusKey: MessageKey;
  status: Transaction['metadata']['status'];
  /** Whom the account dealt with: the receiver of a send, the sender of the rest. */
  counterparty: { key: MessageKey; address: string };
  /** The first transfer: a token amount, or an NFT with its preview. */
  amount:
    | { kind: 'token'; sign: '+' | '-' | ''; quantity: string; symbol: string; icon: string | null }
    | { kind: 'nft'; sign: '+' | '-' | ''; name: string; preview: string | null }
    | null;
  minedAt: Date;
}

const isOperation = (type: string): type is OperationType =>
  (OPERATION_TYPES as readonly string[]).includes(type);

const SIGNS = { in: '+', out: '-', self: '' } as const;

/**
 * One transaction of `account` as the Activity list shows it: the
 * counterparty is the receiver of what the account sent, else the sender.
 */
export function describeTransaction(transaction: Transaction, account: string): TransactionSummary {
  const { metadata } = transaction;
  const operation = metadata.operationType;
  const sent = metadata.sentFrom.toLowerCase() === account.toLowerCase();
  const first = transaction.transfers[0];
  let amount: TransactionSummary['amount'] = null;
  if (first?.nft_info) {
    amount = {
      kind: 'nft',
      sign: SIGNS[first.direction],
      name: first.nft_info.name ?? '',
      preview: safeImageUrl(first.nft_info.content?.preview?.url),
    };
  } else if (first?.fungible_info) {
    amount = {
      kind: 'token',
      sign: SIGNS[first.direction],
      // Token quantities with 3 decimals, floored.
      quantity: formatBalance(first.quantity.numeric),
      symbol: first.fungible_info.symbol,
      icon: safeImageUrl(first.fungible_info.icon?.url),
    };
  }
  return {
    id: transaction.id,
    operationKey: isOperation(operation)
      ? `activity.operation.${operation}`
      : 'activity.operation.other',
    statusKey: `activity.status.${metadata.status}`,
    status: metadata.status,
    counterparty: sent
      ? { key: 'activity.to', address: truncateAddress(metadata.sentTo) }
      : { key: 'activity.from', address: truncateAddress(metadata.sentFrom) },
    amount,
    minedAt: new Date(metadata.minedAt),
  };
}
