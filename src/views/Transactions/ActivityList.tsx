import { useEffect, useMemo } from 'react';
import {
  activityMoreRequested,
  activityRefreshRequested,
  activityRequested,
} from '../../features/activity/activityActions';
import {
  selectActiveActivity,
  selectIndexedCaipAddress,
} from '../../features/activity/activitySelectors';
import { selectActiveAddress } from '../../features/connections/connectionsSelectors';
import { selectLocale } from '../../features/locale/localeSelectors';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import { LoadMore } from '../../ui/LoadMore';
import { PagedListNote } from '../Account/PagedListNote';
import { createActivityFormatters } from './createActivityFormatters';
import { describeTransaction } from './describeTransaction';
import { TransactionRow } from './TransactionRow';

/**
 * The account's activity:
 * a heading per month, newest first, more pages as the list scrolls to its end; 'Failed to
 * fetch transactions' with a retry when the first page fails.
 */
export function ActivityList() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const locale = usePorticoSelector(selectLocale);
  const address = usePorticoSelector(selectActiveAddress);
  const activity = usePorticoSelector(selectActiveActivity);
  const caipAddress = usePorticoSelector(selectIndexedCaipAddress);
  const format = useMemo(() => createActivityFormatters(locale), [locale]);

  // Shown, or the account or chain changed: the saga decides whether a fresh page is on hand.
  useEffect(() => {
    if (caipAddress) dispatch(activityRequested());
  }, [dispatch, caipAddress]);

  if (!activity || !address) return null;
  const { status, groups, hasMore } = activity;
  if (status === 'failed' || groups.length === 0) {
    return (
      <PagedListNote
        status={status}
        empty={groups.length === 0}
        loading={t('activity.loading')}
        emptyText={t('activity.empty')}
        failed={t('activity.failed')}
        retry={t('activity.retry')}
        onRetry={() => dispatch(activityRefreshRequested())}
      />
    );
  }
  return (
    <div className="portico-activity" aria-busy={status === 'loading'}>
      {groups.map((group) => (
        <section
          key={group.key}
          className="portico-activity-month"
          aria-label={format.month(group)}
        >
          <h3 className="portico-activity-heading">{format.month(group)}</h3>
          <ul className="portico-transaction-list">
            {group.transactions.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                summary={describeTransaction(transaction, address)}
                t={t}
                formatQuantity={format.quantity}
                formatTime={format.time}
              />
            ))}
          </ul>
        </section>
      ))}
      {hasMore ? (
        <LoadMore
          state={status === 'loadingMore' ? 'loading' : status === 'moreFailed' ? 'failed' : 'idle'}
          onMore={() => dispatch(activityMoreRequested())}
          moreLabel={t('activity.loadMore')}
          loadingLabel={t('activity.loadingMore')}
          failedLabel={t('activity.moreFailed')}
          retryLabel={t('activity.retry')}
        />
      ) : null}
    </div>
  );
}
