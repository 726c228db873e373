import type { Transaction } from '../../api/history';

/** The transactions of one calendar month, in the order they came (newest first). */
export interface MonthGroup {
  /** `YYYY-MM`, in the time zone the groups were made in. */
  key: string;
  year: number;
  /** 1 to 12. */
  month: number;
  transactions: Transaction[];
}

/** Year and month of `date` in `timeZone` (undefined: the user's own). */
function yearMonthIn(timeZone: string | undefined) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
  } catch {
    // An unknown time zone name: the user's own rather than nothing.
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric' });
  }
  return (date: Date) => {
    const parts = format.formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part('year'), month: part('month') };
  };
}

/**
 * The activity grouped by year and month, the month being the one the user lives in
 * (`timeZone`, default theirs): a transaction mined at 23:30 UTC on 31 December is already in
 * January for a user in Berlin. Groups come in the order of their first transaction (the
 * input is newest first, so the groups are too), one per month even if the input strays.
 * Undated transactions are for `visibleTransactions` to drop.
 */
export function groupByMonth(
  transactions: readonly Transaction[],
  timeZone?: string,
): MonthGroup[] {
  const yearMonth = yearMonthIn(timeZone);
  const groups = new Map<string, MonthGroup>();
  for (const transaction of transactions) {
    const { year, month } = yearMonth(new Date(transaction.metadata.minedAt));
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const group = groups.get(key);
    if (group) group.transactions.push(transaction);
    else groups.set(key, { key, year, month, transactions: [transaction] });
  }
  return [...groups.values()];
}
