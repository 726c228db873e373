import { ActivityList } from './ActivityList';

/** Spec §2: the transaction activity view, grouped by year and month (also Account's tab). */
export function TransactionsView() {
  return <ActivityList />;
}
