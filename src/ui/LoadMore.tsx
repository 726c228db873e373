import { useEffect, useRef } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';

type LoadMoreState = 'idle' | 'loading' | 'failed';

interface LoadMoreProps {
  state: LoadMoreState;
  onMore(): void;
  /** The button's text ("Load more"); it stays for keyboard and screen-reader users. */
  moreLabel: string;
  loadingLabel: string;
  failedLabel: string;
  retryLabel: string;
}

/**
 * The end of a paged list: asks for the next page when it scrolls into view (an
 * IntersectionObserver, where the runtime has one) and offers a button that does the same.
 * While loading it says so; after a failure it offers a retry and waits for it.
 */
export function LoadMore({
  state,
  onMore,
  moreLabel,
  loadingLabel,
  failedLabel,
  retryLabel,
}: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  useEffect(() => {
    const node = ref.current;
    if (state !== 'idle' || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMoreRef.current();
      },
      // Ask a little before the end shows, so scrolling rarely waits.
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [state]);

  return (
    <div ref={ref} className="portico-load-more">
      {state === 'loading' ? (
        <p className="portico-load-more-note">
          <Spinner label={loadingLabel} /> <span aria-hidden="true">{loadingLabel}</span>
        </p>
      ) : state === 'failed' ? (
        <>
          <p className="portico-error-text">{failedLabel}</p>
          <Button variant="secondary" onClick={onMore}>
            {retryLabel}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={onMore}>
          {moreLabel}
        </Button>
      )}
    </div>
  );
}
