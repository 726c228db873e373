import { dateFormat, numberFormat } from '../../i18n/intlFormats';
import type { MonthGroup } from '../../features/activity/groupByMonth';

/**
 * The activity's numbers and dates in the modal's locale: quantities with 3 decimals (already
 * floored by `formatBalance`; formatted from the decimal string, so no float rounds them), the
 * month headings ("November 2026") and each row's day and time in the user's time zone.
 */
export function createActivityFormatters(locale: string) {
  const quantity = numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  // The group's year and month are already the user's: name them in UTC, mid-month, so no
  // time zone moves the label to a neighbouring month.
  const month = dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const time = dateFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return {
    quantity: (value: string) =>
      quantity.format(value as unknown as number) /* Intl formats decimal strings exactly */,
    month: (group: Pick<MonthGroup, 'year' | 'month'>) =>
      month.format(new Date(Date.UTC(group.year, group.month - 1, 15))),
    time: (date: Date) => time.format(date),
  };
}
