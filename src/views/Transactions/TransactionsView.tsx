import { ActivityList } from './ActivityList';

/** The transaction activity view, grouped by year and month (also Account's tab). */
export function TransactionsView() {
  return <ActivityList />;
}
