/**
 * One account's list read page by page with a cursor ("loading, empty, paged by
 * cursor"): the activity and the NFTs. `loading` is the first page (the previous list, if
 * any, stays on screen until it is replaced), `loadingMore` a next one; `failed` is a first
 * page that failed (the list is then empty), `moreFailed` a next page that failed
 * (the pages already loaded stay).
 */
export type PagedStatus = 'loading' | 'loaded' | 'loadingMore' | 'moreFailed' | 'failed';

export interface PagedEntry<T> {
  /** CAIP-10: the account on one chain. */
  caipAddress: string;
  status: PagedStatus;
  /** Every page loaded so far, in order, each item once. */
  items: T[];
  /** The cursor of the next page, or null when the last one is loaded. */
  next: string | null;
  /** Unix ms of the last first page, or 0 before any. */
  timestamp: number;
}

export interface PagedState<T> {
  byCaipAddress: Record<string, PagedEntry<T>>;
}

export interface PageRef {
  caipAddress: string;
  /** A next page (after `next`), rather than the first. */
  more: boolean;
}

const entryOf = <T>(state: PagedState<T>, caipAddress: string): PagedEntry<T> =>
  (state.byCaipAddress[caipAddress] ??= {
    caipAddress,
    status: 'loading',
    items: [],
    next: null,
    timestamp: 0,
  });

/** Reducer body: a page is being fetched. */
export function startPage<T>(state: PagedState<T>, { caipAddress, more }: PageRef): void {
  entryOf(state, caipAddress).status = more ? 'loadingMore' : 'loading';
}

/**
 * Reducer body: a page arrived. A first page replaces the list; a next one is appended,
 * without the items an earlier page already holds (an indexer's pages may overlap when new
 * entries arrive between two requests).
 */
export function storePage<T extends { id: string }>(
  state: PagedState<T>,
  page: PageRef & { items: T[]; next: string | null; timestamp: number },
): void {
  const entry = entryOf(state, page.caipAddress);
  const seen = new Set(page.more ? entry.items.map((item) => item.id) : []);
  const fresh: T[] = [];
  for (const item of page.items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    fresh.push(item);
  }
  entry.items = page.more ? [...entry.items, ...fresh] : fresh;
  entry.next = page.next;
  entry.status = 'loaded';
  if (!page.more) entry.timestamp = page.timestamp;
}

/** Reducer body: a page failed. A failed first page leaves the list empty. */
export function failPage<T>(state: PagedState<T>, { caipAddress, more }: PageRef): void {
  const entry = entryOf(state, caipAddress);
  if (more) {
    entry.status = 'moreFailed';
    return;
  }
  entry.status = 'failed';
  entry.items = [];
  entry.next = null;
}
