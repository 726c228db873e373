import type { PagedStatus } from '../../features/accountPages/pagedEntries';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

interface PagedListNoteProps {
  status: PagedStatus;
  /** Whether the list has anything to show. */
  empty: boolean;
  loading: string;
  emptyText: string;
  failed: string;
  retry: string;
  onRetry(): void;
}

/**
 * What a paged list shows instead of its items: its first page failing (with a retry),
 * loading, or empty. Null once there are items to show.
 */
export function PagedListNote({
  status,
  empty,
  loading,
  emptyText,
  failed,
  retry,
  onRetry,
}: PagedListNoteProps) {
  if (status === 'failed') {
    return (
      <div className="portico-list-note" role="alert">
        <p className="portico-error-text">{failed}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      </div>
    );
  }
  if (!empty) return null;
  return status === 'loading' ? (
    <p className="portico-list-note">
      <Spinner label={loading} />
    </p>
  ) : (
    <p className="portico-list-note">{emptyText}</p>
  );
}
